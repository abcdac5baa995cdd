public import Router

/// Opens the part of the demo a home row names: the menu, the typed list, About (modal),
/// or the account (which requires sign-in).
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
            return .push(DemoScreen.menu.name) { ListScreens.menu(menu, context: $0) }
        case .typedList:
            let models = typedModels
            return .push(DemoScreen.typedList.name) { ListScreens.typedList(models, context: $0) }
        case .about:
            return .present(DemoScreen.about.name) { _ in DetailScreens.about() }
        case .account:
            return .push(DemoScreen.account.name, requires: DemoAccount.signedIn) { _ in
                DetailScreens.account()
            }
        }
    }
}
