import Router
import Testing

/// No public type is named like the module, so a client can write `Router.Name` to tell the
/// library's types from its own.
@MainActor @Test func libraryTypesCanBeQualifiedWithTheModuleName() throws {
    let registry = try Router.JumperRegistry { (plugin: inout Router.PluginRegistration) in
        plugin.registerGuard(
            Router.RouteGuard(
                "signedIn",
                redirect: .push("SignIn") { _ in
                    Router.TextScreen(name: "SignIn", title: "Sign in")
                }))
    }
    let stack = Router.RecordingNavigationStack(root: Router.TextScreen(name: "Home", title: "Home"))
    let router: Router.NavigationRouter = Router.NavigationRouter(registry: registry, navigator: stack)

    let outcome = router.route(42)

    #expect(outcome == .ignored(.noJumper(payloadType: "Int")))
    #expect(registry.guardNames == ["signedIn"])
}
