public import Router

/// Builds the demo's list screens. Each routes its taps through the context's router.
@MainActor
public enum ListScreens {
    /// The home screen: the demo's root, a list of its parts.
    public static func home(context: ScreenContext) -> ListScreen {
        ListScreen(
            name: DemoScreen.home.name, title: "Giuseppe's Pizzeria",
            dataSource: HomeDataSource.make(), router: context.router)
    }

    /// Giuseppe's menu.
    public static func menu(_ menu: Menu, context: ScreenContext) -> ListScreen {
        self.menu(listing: MenuDataSource.make(for: menu), context: context)
    }

    /// Giuseppe's menu, its rows made already (``MenuDataSource/make(for:)``): a menu that
    /// does not change is listed once, not each time its screen is shown.
    public static func menu(listing rows: ListDataSource, context: ScreenContext) -> ListScreen {
        ListScreen(name: DemoScreen.menu.name, title: "Giuseppe's menu", dataSource: rows, router: context.router)
    }

    /// The typed list.
    public static func typedList(_ models: [TypedModel], context: ScreenContext) -> ListScreen {
        ListScreen(
            name: DemoScreen.typedList.name, title: "Typed list",
            dataSource: TypedListDataSource.make(for: models), router: context.router)
    }
}
