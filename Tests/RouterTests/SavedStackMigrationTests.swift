import Foundation
import Router
import RouterRestoration
import RouterTestSupport
import Testing

/// Two versions of a bakery plugin: version 2 renames the screen `CakeDetail` to `CakePage`
/// and the cake's field `size` to `diameter`, and drops the screen `Legacy`. Stacks saved
/// by version 1 restore under version 2, or fail naming the entry and the migration missing.
@MainActor @Suite struct SavedStackMigrationTests {
    /// The cake of version 1.
    struct CakeV1: Codable, Hashable, Sendable {
        var name: String
        var size: Int
    }

    /// The cake of version 2: `size` is now `diameter`.
    struct Cake: Codable, Hashable, Sendable {
        var name: String
        var diameter: Int
    }

    /// Version 1: `Specials` and `Legacy` show no payload, `CakeDetail` shows a cake.
    private func bakeryV1() throws -> JumperRegistry {
        try JumperRegistry { plugin in
            plugin.registerPayload(CakeV1.self, name: "Cake")
            plugin.registerScreen("CakeDetail", for: CakeV1.self) { cake, _ in TextScreen(name: "CakeDetail", title: cake.name) }
            plugin.registerScreen("Specials") { _ in TextScreen(name: "Specials", title: "Specials") }
            plugin.registerScreen("Legacy") { _ in TextScreen(name: "Legacy", title: "Legacy") }
            plugin.register(Jumper<CakeV1> { _ in .push("CakeDetail") { _ in TextScreen(name: "CakeDetail", title: "") } })
        }
    }

    /// Version 2, with the migrations `migrations` registers (all of them by default).
    private func bakeryV2(
        migrations: (inout PluginRegistration) -> Void = { plugin in
            plugin.registerMigration(.renameScreen(from: "CakeDetail", to: "CakePage"))
            plugin.registerMigration(.renameField("Cake", fromVersion: 1, from: "size", to: "diameter"))
            plugin.registerMigration(.dropScreen("Legacy", fallback: nil))
        }
    ) throws -> JumperRegistry {
        try JumperRegistry { plugin in
            plugin.registerPayload(
                Cake.self, name: "Cake",
                validate: PayloadValidator { cake throws(InvalidPayload) in
                    guard (16...32).contains(cake.diameter) else { throw InvalidPayload("no cake is \(cake.diameter) cm wide") }
                    return cake
                })
            plugin.declareSchemaVersion(2, forPayload: "Cake")
            plugin.registerScreen("CakePage", for: Cake.self) { cake, _ in TextScreen(name: "CakePage", title: cake.name) }
            plugin.registerScreen("Specials") { _ in TextScreen(name: "Specials", title: "Specials") }
            plugin.register(Jumper<Cake> { _ in .push("CakePage") { _ in TextScreen(name: "CakePage", title: "") } })
            migrations(&plugin)
        }
    }

    private func start(_ registry: JumperRegistry) -> (NavigationRouter, RecordingNavigationStack) {
        NavigationRouter.start(registry: registry, root: textDestination("Home")) { RecordingNavigationStack(root: $0) }
    }

    /// A stack saved by version 1: Specials, then `cake` (and `Legacy` between when `legacy`).
    private func savedByV1(_ cake: CakeV1 = CakeV1(name: "Sachertorte", size: 24), legacy: Bool = false, more: Bool = false)
        throws -> [UInt8]
    {
        let (router, stack) = start(try bakeryV1())
        router.show(textDestination("Specials"))
        if legacy { router.show(textDestination("Legacy")) }
        router.route(cake)
        if more { router.show(textDestination("Specials")) }
        return try withExtendedLifetime(stack) { try StackRestorer(registry: router.registry).save(router) }
    }

    @Test func aStackSavedByVersionOneRestoresUnderVersionTwo() throws {
        let saved = try savedByV1(legacy: true)
        let (router, stack) = start(try bakeryV2())

        let report = try StackRestorer(registry: router.registry).restore(saved, on: router, policy: .allOrNothing)

        #expect(stack.screenNames == ["Home", "Specials", "CakePage"])
        #expect(stack.entries.last?.payload as? Cake == Cake(name: "Sachertorte", diameter: 24))
        #expect(
            report.lines == [
                "entry 1 (Specials): kept",
                "entry 2 (Legacy): left out: screen 'Legacy' left out",
                "entry 3 (CakeDetail): migrated from version 1: screen 'CakeDetail' renamed to 'CakePage'; "
                    + "rename the field 'size' to 'diameter' (version 1 to 2)",
                "restores",
            ])
    }

    @Test func aMigratedPayloadStillGoesThroughItsValidator() throws {
        let saved = try savedByV1(CakeV1(name: "Tower", size: 90))
        let (router, stack) = start(try bakeryV2())

        #expect(throws: RestoreError.invalidPayload(index: 2, screen: "CakePage", reason: "no cake is 90 cm wide")) {
            try StackRestorer(registry: router.registry).restore(saved, on: router)
        }
        #expect(stack.screenNames == ["Home"])
    }

    @Test func aMissingMigrationIsNamedWithTheEntryItsScreenTypeAndVersion() throws {
        let saved = try savedByV1()
        let (router, _) = start(
            try bakeryV2 { plugin in plugin.registerMigration(.renameScreen(from: "CakeDetail", to: "CakePage")) })

        #expect(
            throws: RestoreError.migrationMissing(index: 2, screen: "CakePage", payloadType: "Cake", version: 1)
        ) { try StackRestorer(registry: router.registry).restore(saved, on: router) }
        #expect(
            RestoreError.migrationMissing(index: 2, screen: "CakePage", payloadType: "Cake", version: 1).description
                == "entry 2 (CakePage): its payload type 'Cake' is saved at schema version 1, "
                + "and no migration takes it from version 1 to 2")
    }

    @Test func aTransformRunsAfterTheRenameAndMayRefuseAPayload() throws {
        let saved = try savedByV1(CakeV1(name: "", size: 24))
        let (router, _) = start(
            try bakeryV2 { plugin in
                plugin.registerMigration(.renameScreen(from: "CakeDetail", to: "CakePage"))
                plugin.registerMigration(
                    .transformPayload("Cake", fromVersion: 1, name: "size to diameter") { json throws(InvalidPayload) in
                        guard case .object(var fields) = json, case .string(let name)? = fields["name"], !name.isEmpty,
                            let size = fields.removeValue(forKey: "size")
                        else { throw InvalidPayload("a cake has a name and a size") }
                        fields["diameter"] = size
                        return .object(fields)
                    })
            })

        #expect(
            throws: RestoreError.migrationFailed(
                index: 2, screen: "CakePage", payloadType: "Cake", version: 1, migration: "size to diameter",
                reason: "a cake has a name and a size")
        ) { try StackRestorer(registry: router.registry).restore(saved, on: router) }
    }

    /// `saved` with the schema version of `Cake` set to `version` (any JSON).
    private func withCakeSchema(_ version: String) throws -> [UInt8] {
        let text = String(decoding: try savedByV1(), as: UTF8.self)
        return Array(text.replacingOccurrences(of: "\"Cake\" : 1", with: "\"Cake\" : \(version)").utf8)
    }

    @Test(arguments: [Int.max, Int.min, 0, -1, 3])
    func aSchemaVersionThisAppCannotReachIsRefused(version: Int) throws {
        let saved = try withCakeSchema(String(version))
        let (router, stack) = start(try bakeryV2())

        #expect(
            throws: RestoreError.schemaVersionUnreadable(
                index: 2, screen: "CakePage", payloadType: "Cake", version: version, current: 2)
        ) { try StackRestorer(registry: router.registry).restore(saved, on: router) }
        #expect(stack.screenNames == ["Home"])
    }

    @Test func aSchemaVersionThatIsNoWholeNumberIsRefusedAsMalformed() throws {
        let saved = try withCakeSchema("\"two\"")
        let (router, _) = start(try bakeryV2())

        #expect(throws: RestoreError.self) { try StackRestorer(registry: router.registry).restore(saved, on: router) }
        do {
            try StackRestorer(registry: router.registry).restore(saved, on: router)
        } catch {
            #expect(
                error.description
                    == "not a saved stack: 'schemas', 'Cake': "
                    + "expected 'schemas', an object of whole-number schema versions by payload type")
        }
    }

    @Test(arguments: ["2.5", "1e400", "100000000000000000000"])
    func aSchemaVersionThatIsAFloatOrHugeIsAProblemWithSchemasNotVersion(version: String) throws {
        let saved = try withCakeSchema(version)
        let (router, _) = start(try bakeryV2())

        #expect(throws: RestoreError.self) { try StackRestorer(registry: router.registry).restore(saved, on: router) }
        do {
            try StackRestorer(registry: router.registry).restore(saved, on: router)
        } catch {
            #expect(
                error.description
                    == "not a saved stack: 'schemas', 'Cake': "
                    + "expected 'schemas', an object of whole-number schema versions by payload type")
        }
    }

    @Test(arguments: [#"{"version": 3, "stack": [], "tabs": [], "selectedTab": "A"}"#, #"{"version": 3}"#])
    func aVersionThreeFileHoldsOneStackOrTabs(text: String) throws {
        let (router, _) = start(try bakeryV2())

        #expect(
            throws: RestoreError.malformed(
                "a version-3 file holds either 'stack' or 'tabs', and this one holds both or neither")
        ) { try StackRestorer(registry: router.registry).restore(Array(text.utf8), on: router) }
    }

    @Test func renamesThatGoRoundRefuseTheEntry() throws {
        let saved = try savedByV1()
        let (router, _) = start(
            try bakeryV2 { plugin in
                plugin.registerMigration(.renameScreen(from: "CakeDetail", to: "CakePage"))
                plugin.registerMigration(.renameScreen(from: "CakePage", to: "CakeDetail"))
            })

        #expect(throws: RestoreError.migrationLoop(index: 2, screen: "CakeDetail", name: "CakeDetail")) {
            try StackRestorer(registry: router.registry).restore(saved, on: router)
        }
    }

    @Test func aDroppedScreenWithAFallbackIsShownAsTheFallback() throws {
        let saved = try savedByV1(legacy: true)
        let (router, stack) = start(
            try bakeryV2 { plugin in
                plugin.registerMigration(.renameScreen(from: "CakeDetail", to: "CakePage"))
                plugin.registerMigration(.renameField("Cake", fromVersion: 1, from: "size", to: "diameter"))
                plugin.registerMigration(.dropScreen("Legacy", fallback: "Specials"))
            })

        try StackRestorer(registry: router.registry).restore(saved, on: router)

        #expect(stack.screenNames == ["Home", "Specials", "Specials", "CakePage"])
    }

    @Test func theLongestValidPrefixIsRestoredWhenAskedAndWhatWasDroppedIsListed() throws {
        let saved = try savedByV1(CakeV1(name: "Tower", size: 90), more: true)
        let (router, stack) = start(try bakeryV2())

        let report = try StackRestorer(registry: router.registry).restore(saved, on: router, policy: .longestValidPrefix)

        #expect(stack.screenNames == ["Home", "Specials"])
        #expect(
            report.dropped.map(\.description) == [
                "entry 2 (CakeDetail): refused: its payload is refused: no cake is 90 cm wide",
                "entry 3 (Specials): not restored: entry 2 below it is refused",
            ])
    }

    @Test(arguments: [RestorePolicy.allOrNothing, .longestValidPrefix])
    func aDryRunGivesTheVerdictsOfTheRestoreAndTouchesNothing(policy: RestorePolicy) throws {
        let saved = try savedByV1(CakeV1(name: "Tower", size: 90), legacy: true, more: true)
        let (router, stack) = start(try bakeryV2())
        router.show(textDestination("Specials"))
        let before = stack.log
        let restorer = StackRestorer(registry: router.registry)

        let dryRun = try restorer.dryRun(saved, on: router, policy: policy)

        #expect(stack.log == before)
        let restored = Result { () throws(RestoreError) in try restorer.restore(saved, on: router, policy: policy) }
        switch restored {
        case .success(let report):
            #expect(report.verdicts == dryRun.verdicts)
            #expect(dryRun.refusal == nil)
        case .failure(let error):
            #expect(dryRun.refusal == error)
            #expect(
                dryRun.verdicts.map(\.kind).contains(
                    .refused(.invalidPayload(index: 3, screen: "CakePage", reason: "no cake is 90 cm wide"))))
        }
    }

    @Test func aMigrationRegisteredTwiceIsACompositionProblem() throws {
        #expect(throws: CompositionError.self) {
            _ = try JumperRegistry { plugin in
                plugin.registerMigration(.renameScreen(from: "A", to: "B"))
                plugin.registerMigration(.dropScreen("A", fallback: nil))
                plugin.declareSchemaVersion(0, forPayload: "Cake")
            }
        }
        do {
            _ = try JumperRegistry { plugin in
                plugin.registerMigration(.renameScreen(from: "A", to: "B"))
                plugin.registerMigration(.dropScreen("A", fallback: nil))
                plugin.declareSchemaVersion(0, forPayload: "Cake")
            }
        } catch {
            #expect(
                error.problems.map(\.description) == [
                    "plugin 'app' migrates the screen 'A' a second time",
                    "plugin 'app' declares the schema version 0 of 'Cake'; versions start at 1",
                ])
        }
    }
}
