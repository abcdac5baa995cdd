public import Router

/// Opens the part of the demo a home row names: the menu, the typed list, About (modal),
/// or the account. Each is the screen a plugin registered under that name, so the jumper
/// says only where an entry leads, not how its screen is built.
public struct HomeJumper: JumperProtocol {
    public init() {}

    public func destination(for entry: HomeEntry) -> Destination? {
        switch entry {
        case .menu: .push(DemoScreenKey.menu, payload: entry)
        case .typedList: .push(DemoScreenKey.typedList, payload: entry)
        case .about: .present(registered: DemoScreen.about.name, payload: entry)
        case .account: .push(DemoScreenKey.account, payload: entry)
        }
    }
}
