import Foundation
import Router
import RouterRestoration
import RouterTestSupport
import Testing

/// Every number a payload's fields hold comes back from a saved stack as it was saved.
@MainActor @Suite struct SavedPayloadNumberTests {
    /// A parcel tracked by an unsigned 64-bit number, with a weight and an offset.
    struct Parcel: Codable, Hashable, Sendable {
        var tracking: UInt64
        var grams: Double = 0.1
        var offset: Int64 = .min

        static func fixture(tracking: UInt64 = .max) -> Parcel { Parcel(tracking: tracking) }
    }

    private func registry() throws -> JumperRegistry {
        try JumperRegistry { plugin in
            plugin.registerPayload(Parcel.self, name: "Parcel")
            plugin.registerScreen("ParcelDetail", for: Parcel.self) { parcel, _ in
                TextScreen(name: "ParcelDetail", title: "\(parcel.tracking)")
            }
            plugin.register(Jumper<Parcel> { _ in .push("ParcelDetail") { _ in TextScreen(name: "ParcelDetail", title: "") } })
        }
    }

    private func start() throws -> (NavigationRouter, RecordingNavigationStack) {
        NavigationRouter.start(registry: try registry(), root: textDestination("Home")) { RecordingNavigationStack(root: $0) }
    }

    @Test(arguments: [UInt64.max, UInt64(Int.max) + 1, 0])
    func anUnsignedNumberBeyondIntComesBackAsSaved(tracking: UInt64) throws {
        let (router, stack) = try start()
        router.route(Parcel.fixture(tracking: tracking))
        let saved = try StackRestorer(registry: router.registry).save(router)
        let (target, restored) = try start()

        try StackRestorer(registry: target.registry).restore(saved, on: target)

        #expect(restored.screenNames == ["Home", "ParcelDetail"])
        #expect(restored.entries.last?.payload as? Parcel == Parcel.fixture(tracking: tracking))
        withExtendedLifetime(stack) {}
    }

    @Test func aWholeNumberAboveIntIsReadAsUnsignedAndWrittenAsItWasRead() throws {
        let text = "18446744073709551615"

        let value = try JSONDecoder().decode(JSONValue.self, from: Data(text.utf8))

        #expect(value == .unsigned(.max))
        #expect(String(decoding: try JSONEncoder().encode(value), as: UTF8.self) == text)
    }
}
