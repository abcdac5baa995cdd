// Migration example: begin
import Router
import RouterRestoration
import Testing

/// A cake, as version 2 of the app has it: version 1 called `diameter` `size`.
struct Cake: Sendable, Hashable, Codable {
    let name: String
    let diameter: Int
}

/// Version 2 of the cakes plugin: it renamed a field of `Cake` and a screen.
struct CakesPlugin: RouterPlugin {
    let name = "cakes"

    func register(in plugin: inout PluginRegistration) {
        plugin.registerPayload(Cake.self, name: "Cake")
        plugin.registerScreen("CakePage", for: Cake.self) { cake, _ in
            TextScreen(name: "CakePage", title: cake.name)
        }
        plugin.register(CakeJumper())
        // Saved stacks record the schema version of each payload: version 1 unless declared.
        plugin.declareSchemaVersion(2, forPayload: "Cake")
        plugin.registerMigration(.renameField("Cake", fromVersion: 1, from: "size", to: "diameter"))
        plugin.registerMigration(.renameScreen(from: "CakeDetail", to: "CakePage"))
    }
}

/// Says where a cake leads.
struct CakeJumper: JumperProtocol {
    func destination(for cake: Cake) -> Destination? {
        .push(registered: "CakePage", payload: cake)
    }
}

@MainActor @Test func aStackSavedByVersionOneRestoresUnderVersionTwo() throws {
    let registry = try JumperRegistry(plugins: [CakesPlugin()])
    let (router, stack) = NavigationRouter.start(
        registry: registry,
        root: .push("Home") { _ in
            TextScreen(name: "Home", title: "Home")
        }
    ) { RecordingNavigationStack(root: $0) }
    // A file version 1 of the app saved: Cake at schema version 1, its screen CakeDetail.
    let saved = Array(
        #"""
        {"version": 3, "schemas": {"Cake": 1}, "stack": [{"screen": "CakeDetail",
         "presentation": "push", "payloadType": "Cake", "payload": {"name": "Sachertorte", "size": 24}}]}
        """#.utf8)
    let restorer = StackRestorer(registry: registry)

    let dryRun = try restorer.dryRun(saved, on: router)  // says what restoring would do; changes nothing
    let report = try restorer.restore(saved, on: router, policy: .allOrNothing)

    #expect(dryRun.verdicts == report.verdicts)  // one check gives both their verdicts
    #expect(
        report.lines == [
            "entry 1 (CakeDetail): migrated from version 1: screen 'CakeDetail' renamed to 'CakePage'; "
                + "rename the field 'size' to 'diameter' (version 1 to 2)",
            "restores",
        ])
    #expect(stack.entries.last?.payload as? Cake == Cake(name: "Sachertorte", diameter: 24))
}
// Migration example: end
