/// A module's contribution to an app's routing, in one place: its payload types (names,
/// fields, link decoders, validators, whether they are `Codable`), screens, jumpers, guards
/// and links.
///
/// An app is a list of plugins, composed into one immutable ``JumperRegistry`` (and, if it
/// has one, a routes file loaded against that registry):
///
/// ```swift
/// struct MenuPlugin: RouterPlugin {
///     let name = "menu"
///     let menu: Menu
///
///     func register(in plugin: inout PluginRegistration) {
///         plugin.registerPayload(Pizza.self, name: "Pizza", link: Pizza.linkDecoder(menu),
///                                validate: .oneOf(menu.pizzas))
///         plugin.registerScreen("PizzaDetail", for: Pizza.self) { pizza, _ in PizzaScreen(pizza) }
///         plugin.register(PizzaJumper())
///         plugin.registerLink("shop://menu/pizza/:name", to: Pizza.self)
///     }
/// }
///
/// let registry = try JumperRegistry(plugins: [MenuPlugin(menu: .house), AccountPlugin()])
/// ```
///
/// A screen registered once is usable from code (``Destination/push(registered:payload:requires:)``), from
/// routes files, links, saved stacks and the crawler.
public protocol RouterPlugin: Sendable {
    /// The plugin's name, used in messages about clashes (`plugin 'menu'`). Plugins composed
    /// together need different names.
    var name: String { get }

    /// Registers everything the plugin contributes. It should only register: composing
    /// reports clashes once every plugin has registered.
    func register(in plugin: inout PluginRegistration)
}
