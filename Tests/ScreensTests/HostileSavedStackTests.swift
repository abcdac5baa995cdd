import AccountScreens
import Demo
import Foundation
import Router
import RouterRestoration
import RouterTestSupport
import RouterTooling
import Screens
import Testing

/// A saved stack is untrusted input: what it may show is decided by the app, never by the
/// file. Each case is a file an attacker could write.
@MainActor @Suite struct HostileSavedStackTests {
    private func makeSession(signedIn: Bool) throws -> NavigationSession {
        let account = DemoAccount()
        if signedIn { _ = account.signIn("anna") }
        return NavigationSession(
            registry: try DemoApp.loadRoutes().registry, home: DemoApp.home,
            account: account)
    }

    private func file(_ entries: [[String: Any]], pending: [String: Any]? = nil) throws -> [UInt8] {
        var document: [String: Any] = ["version": 1, "stack": entries]
        document["pending"] = pending
        return Array(try JSONSerialization.data(withJSONObject: document))
    }

    private static var margherita: [String: Any] {
        ["name": "Margherita", "ingredients": ["tomato", "mozzarella", "basil"], "priceCents": 850]
    }

    private static func entry(_ screen: String, _ type: String? = nil, _ payload: Any? = nil, modal: Bool = false)
        -> [String: Any]
    {
        var entry: [String: Any] = ["screen": screen, "presentation": modal ? "modal" : "push"]
        if let type { entry["payloadType"] = type }
        if let payload { entry["payload"] = payload }
        return entry
    }

    /// Restores `bytes` signed out (unless told), expecting it refused with `message` and the
    /// stack and log untouched.
    private func expectRefused(
        _ bytes: [UInt8], _ message: String, signedIn: Bool = false,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let session = try makeSession(signedIn: signedIn)
        let before = session.stack.log

        do {
            try StackRestorer(registry: DemoApp.makeRegistry()).restore(bytes, on: session.router)
            Issue.record("restored \(session.stack.screenNames)", sourceLocation: sourceLocation)
        } catch {
            #expect(error.description == message, sourceLocation: sourceLocation)
        }
        #expect(session.stack.screenNames == ["Home"], sourceLocation: sourceLocation)
        #expect(session.stack.log == before, sourceLocation: sourceLocation)
    }

    @Test func orderWithItsGuardDeletedIsNotRestoredSignedOut() throws {
        let bytes = try file([
            Self.entry("Menu", "HomeEntry", "menu"),
            Self.entry("PizzaDetail", "Pizza", Self.margherita),
            Self.entry("Order", "OrderRequest", ["pizza": Self.margherita]),
        ])

        try expectRefused(bytes, "entry 3 (Order): it requires 'signedIn', which does not hold")
    }

    @Test(arguments: [
        (
            "another guard", "acceptedTerms", 1,
            "held back: the guard 'acceptedTerms' would not hold it behind its screen at entry 1"
        ),
        (
            "a depth past the stack", "signedIn", 2,
            "held back: the guard 'signedIn' would not hold it behind its screen at entry 2"
        ),
        (
            "a depth below the guard's screen", "signedIn", 0,
            "held back: the guard 'signedIn' would not hold it behind its screen at entry 0"
        ),
    ])
    func aHeldDestinationTheAppWouldNotHoldIsRefused(forgery: String, guardName: String, depth: Int, message: String) throws {
        let bytes = try file(
            [Self.entry("SignIn", modal: true)],
            pending: [
                "guard": guardName, "depth": depth, "stack": [Self.entry("Order", "OrderRequest", ["pizza": Self.margherita])],
            ])

        try expectRefused(bytes, message)
    }

    @Test func aHeldDestinationIsCheckedAsAnEntryIs() throws {
        let forged = ["pizza": ["name": "Calzone", "ingredients": [], "priceCents": 1]]
        let bytes = try file(
            [Self.entry("SignIn", modal: true)],
            pending: ["guard": "signedIn", "depth": 1, "stack": [Self.entry("Order", "OrderRequest", forged)]])

        try expectRefused(bytes, "held back: entry 1 (Order): its payload is refused: it is not a pizza on the menu")
    }

    @Test func accountWithItsGuardDeletedIsNotRestoredSignedOut() throws {
        let bytes = try file([Self.entry("Account", "HomeEntry", "account")])

        try expectRefused(bytes, "entry 1 (Account): it requires 'signedIn', which does not hold")
    }

    @Test func guardWrittenInTheFileIsIgnored() throws {
        var account = Self.entry("Account", "HomeEntry", "account")
        account["requires"] = "nothing"

        try expectRefused(try file([account]), "entry 1 (Account): it requires 'signedIn', which does not hold")
    }

    @Test func payloadTheAppRoutesElsewhereIsRefused() throws {
        let bytes = try file([Self.entry("Account", "HomeEntry", "menu")])

        try expectRefused(bytes, "entry 1 (Account): the app routes its payload to Menu, not to Account", signedIn: true)
    }

    @Test func screenShownOtherwiseThanTheAppShowsItIsRefused() throws {
        let bytes = try file([Self.entry("Menu", "HomeEntry", "menu", modal: true)])

        try expectRefused(bytes, "entry 1 (Menu): the app shows this screen pushed, not modally")
    }

    @Test func pizzaNotOnTheMenuIsRefused() throws {
        let forged: [String: Any] = [
            "name": "Margherita\u{1B}[2J\u{85}", "ingredients": ["tomato"], "priceCents": -999_999,
        ]
        let bytes = try file([Self.entry("Menu", "HomeEntry", "menu"), Self.entry("PizzaDetail", "Pizza", forged)])

        try expectRefused(bytes, "entry 2 (PizzaDetail): its payload is refused: it is not a pizza on the menu")
    }

    @Test func menuPizzaWithAForgedPriceIsRefused() throws {
        var forged = Self.margherita
        forged["priceCents"] = -999_999

        try expectRefused(
            try file([Self.entry("PizzaDetail", "Pizza", forged)]),
            "entry 1 (PizzaDetail): its payload is refused: it is not a pizza on the menu")
    }

    @Test func orderOfAForgedPizzaIsRefusedEvenSignedIn() throws {
        let bytes = try file([
            Self.entry("Order", "OrderRequest", ["pizza": ["name": "Calzone", "ingredients": [], "priceCents": 1]])
        ])

        try expectRefused(bytes, "entry 1 (Order): its payload is refused: it is not a pizza on the menu", signedIn: true)
    }

    @Test func typedModelNotInTheListIsRefused() throws {
        let bytes = try file([Self.entry("AType", "TypedModel", ["title": "Evil", "type": 1, "someId": "x"])])

        try expectRefused(bytes, "entry 1 (AType): its payload is refused: it is not a model of the typed list")
    }

    @Test func signInScreenIsNotRestoredOnceSignedIn() throws {
        let bytes = try file([Self.entry("SignIn", modal: true)])

        try expectRefused(bytes, "entry 1 (SignIn): it is the screen of 'signedIn', which holds already", signedIn: true)
    }

    @Test func aGuardsScreenDirectlyAboveItselfIsRefused() throws {
        let bytes = try file(Array(repeating: Self.entry("SignIn", modal: true), count: 5))

        try expectRefused(
            bytes, "entry 2 (SignIn): no navigation shows it: 'SignIn', the screen of 'signedIn', is right below it already")
    }

    @Test func fileOfTooManyEntriesIsRefused() throws {
        let bytes = try file(Array(repeating: Self.entry("Menu", "HomeEntry", "menu"), count: StackRestorer.maxEntries + 1))

        try expectRefused(bytes, "not a saved stack: it has 1001 entries, more than the limit of 1000")
    }

    @Test func fileOfTooManyEntriesIsRefusedForThemBeforeTheRestIsRead() throws {
        // Cut short after its entries: counting refuses it before the decoder would read on.
        var bytes = try file(Array(repeating: Self.entry("Menu", "HomeEntry", "menu"), count: StackRestorer.maxEntries + 1))
        bytes.removeLast(2)

        try expectRefused(bytes, "not a saved stack: it has 1001 entries, more than the limit of 1000")
    }

    @Test func entriesAreCountedAcrossTabsAndWhatTheirGuardsHeld() throws {
        let entry = Self.entry("PizzaDetail", "Pizza", Self.margherita)
        let tabs: [[String: Any]] = (0..<3).map { index in
            [
                "name": "T\(index)", "stack": Array(repeating: entry, count: 300),
                "pending": ["stack": Array(repeating: entry, count: 40)],
            ]
        }
        // Not even a saved stack's shape after the entries, with a key spelt with an escape.
        let text = String(decoding: try JSONSerialization.data(withJSONObject: ["tabs": tabs]), as: UTF8.self)
        let bytes = Array(("{\"version\": 2, \"t\\u0061bs\": " + text.dropFirst(8).dropLast() + ", \"selectedTab\": 7}").utf8)

        try expectRefused(bytes, "not a saved stack: it has 1020 entries, more than the limit of 1000")
    }

    @Test func fileOfTooManyValuesIsRefusedBeforeItsPayloadIsDecoded() throws {
        // The document, its version, its stack, the entry, its three strings and its payload
        // list: 8 values, then the payload's numbers.
        let numbers = String(repeating: "0,", count: StackRestorer.maxValues - 8) + "0"
        let text =
            #"{"version": 1, "stack": [{"screen": "Menu", "presentation": "push", "payloadType": "HomeEntry", "payload": ["#
            + numbers + "]}]}"

        try expectRefused(Array(text.utf8), "not a saved stack: it holds 500001 JSON values, more than the limit of 500000")
    }

    @Test func listsInsidePayloadsAreNoEntries() throws {
        let bytes = try file([Self.entry("Menu", "HomeEntry", ["stack": Array(repeating: 0, count: 2_000)])])

        try expectRefused(
            bytes, "entry 1 (Menu): its payload no longer decodes: Expected to decode String but found a dictionary instead.")
    }

    @Test func listsUnderKeysTheVersionDoesNotDefineAreNoEntries() throws {
        let session = try makeSession(signedIn: false)
        let menu = Self.entry("Menu", "HomeEntry", "menu")
        let document: [String: Any] = [
            "version": 1, "stack": [menu], "tabs": [["name": "Home", "stack": Array(repeating: menu, count: 2_000)]],
        ]

        try StackRestorer(registry: DemoApp.makeRegistry())
            .restore(Array(try JSONSerialization.data(withJSONObject: document)), on: session.router)

        #expect(session.stack.screenNames == ["Home", "Menu"])
    }

    @Test func fourThousandTabsSaveAndRestoreEveryTab() throws {
        let registry = try DemoApp.loadRoutes().registry
        let tabs = (0..<4_000).map { TabRoot("T\($0)", root: DemoApp.tabs[1].root) }
        let original = NavigationSession(registry: registry, tabs: tabs, account: DemoAccount())
        // A pizza in every fourth tab: the most entries a file may hold.
        for index in stride(from: 0, to: tabs.count, by: 4) {
            original.perform(.tab("T\(index)"))
            original.perform(.tap(.title("Margherita")))
        }
        original.perform(.tab("T3999"))
        let restorer = StackRestorer(registry: DemoApp.makeRegistry())
        let saved = try restorer.save(original.router)
        let copy = NavigationSession(registry: registry, tabs: tabs, account: DemoAccount())

        try restorer.restore(saved, on: copy.router)

        for tab in ["T0", "T1", "T3996", "T3999"] {
            #expect(copy.stack.entries(inTab: tab)?.map(\.screen.name) == original.stack.entries(inTab: tab)?.map(\.screen.name))
        }
        #expect(copy.stack.entries(inTab: "T4")?.map(\.screen.name) == ["Menu", "PizzaDetail"])
        #expect(copy.stack.selectedTab == "T3999")
        #expect(try restorer.save(copy.router) == saved)
    }

    @Test func versionThatIsNotANumberIsRefused() throws {
        try expectRefused(
            Array(#"{"version": true, "stack": []}"#.utf8),
            "not a saved stack: 'version': expected a JSON object with a whole-number 'version'")
    }

    @Test func restoredPayloadIsTheAppsOwnValue() throws {
        let session = try makeSession(signedIn: false)
        let bytes = try file([Self.entry("PizzaDetail", "Pizza", Self.margherita)])

        try StackRestorer(registry: DemoApp.makeRegistry()).restore(bytes, on: session.router)

        #expect(session.stack.screenNames == ["Home", "PizzaDetail"])
        #expect(session.stack.entries.last?.payload as? Pizza == Menu.giuseppe.pizzas[0])
    }

    @Test func validStackSavedSignedInRestoresSignedIn() throws {
        let bytes = try file([
            Self.entry("Menu", "HomeEntry", "menu"),
            Self.entry("PizzaDetail", "Pizza", Self.margherita),
            Self.entry("Order", "OrderRequest", ["pizza": Self.margherita]),
        ])
        let session = try makeSession(signedIn: true)

        try StackRestorer(registry: DemoApp.makeRegistry()).restore(bytes, on: session.router)

        #expect(session.stack.screenNames == ["Home", "Menu", "PizzaDetail", "Order"])
        #expect(session.stack.entries.last?.requirement == "signedIn")
    }
}
