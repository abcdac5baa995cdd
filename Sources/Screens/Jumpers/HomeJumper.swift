public import Router

/// Opens the part of the demo a home row names: the menu, the typed list, or About (modal).
public struct HomeJumper: JumperProtocol {
    /// The menu the Menu screen shows.
    public let menu: Menu
    /// The models the TypedList screen shows.
    public let typedModels: [TypedModel]

    /// Creates the jumper with the content its screens show.
    public init(menu: Menu = .giuseppe, typedModels: [TypedModel] = TypedModel.demoList) {
        self.menu = menu
        self.typedModels = typedModels
    }

    public func destination(for entry: HomeEntry) -> Destination? {
        switch entry {
        case .menu:
            let menu = self.menu
            return .push(DemoScreen.menu.name) { context in
                ListScreen(
                    name: DemoScreen.menu.name, title: "Giuseppe's menu",
                    dataSource: MenuDataSource.make(for: menu), router: context.router)
            }
        case .typedList:
            let models = typedModels
            return .push(DemoScreen.typedList.name) { context in
                ListScreen(
                    name: DemoScreen.typedList.name, title: "Typed list",
                    dataSource: TypedListDataSource.make(for: models), router: context.router)
            }
        case .about:
            return .present(DemoScreen.about.name) { _ in DetailScreens.about() }
        }
    }
}
