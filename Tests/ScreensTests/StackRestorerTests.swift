import AccountScreens
import Demo
import Foundation
import Router
import RouterRestoration
import RouterTestSupport
import RouterTooling
import Screens
import Testing

@MainActor @Suite struct StackRestorerTests {
    private func makeSession(signedIn: Bool = true) throws -> NavigationSession {
        let account = DemoAccount()
        if signedIn { _ = account.signIn("anna") }
        return NavigationSession(
            registry: try DemoApp.loadRoutes().registry, home: DemoApp.home,
            account: account)
    }

    private func renders(_ stack: RecordingNavigationStack) -> [String] {
        stack.entries.map { $0.screen.render() }
    }

    @Test func everyCrawledStateRoundTrips() async throws {
        let registry = try DemoApp.loadRoutes().registry
        let crawl = await NavigationCrawler(registry: registry, home: DemoApp.home).crawl()
        let restorer = StackRestorer(registry: DemoApp.makeRegistry())
        try #require(crawl.screens.count > 10)

        for state in crawl.screens {
            let original = try makeSession()
            for title in state.path { original.perform(.tap(.title(title))) }
            let saved = try restorer.save(original.router)
            let copy = try makeSession()

            try restorer.restore(saved, on: copy.router)

            #expect(copy.stack.screenNames == original.stack.screenNames, "\(state.name)")
            #expect(NavigationState(of: copy.router) == NavigationState(of: original.router), "\(state.name)")
            #expect(renders(copy.stack) == renders(original.stack), "\(state.name)")
            #expect(copy.stack.entries.map(\.requirement) == original.stack.entries.map(\.requirement))
        }
    }

    @Test func restoringReplacesTheStackAboveTheRoot() async throws {
        let original = try makeSession()
        original.perform(.tap(.title("Typed list")))
        original.perform(.tap(.title("Type C Title")))
        let saved = try StackRestorer(registry: DemoApp.makeRegistry()).save(original.stack)
        let other = try makeSession()
        other.perform(.tap(.title("About")))

        let events = try StackRestorer(registry: DemoApp.makeRegistry()).restore(saved, on: other.router)

        #expect(events == [.go(["Home", "TypedList", "CType"])])
        #expect(other.stack.screenNames == ["Home", "TypedList", "CType"])
    }

    private func tampered(_ edit: (inout [[String: Any]]) -> Void) throws -> [UInt8] {
        let original = try makeSession()
        original.perform(.tap(.title("Giuseppe's menu")))
        original.perform(.tap(.title("Margherita")))
        original.perform(.tap(.title("Order")))
        let saved = try StackRestorer(registry: DemoApp.makeRegistry()).save(original.stack)
        var document = try #require(try JSONSerialization.jsonObject(with: Data(saved)) as? [String: Any])
        var stack = try #require(document["stack"] as? [[String: Any]])
        edit(&stack)
        document["stack"] = stack
        return Array(try JSONSerialization.data(withJSONObject: document))
    }

    @Test(arguments: [
        ("unknown screen", "entry 2 (PizzaDetial): no screen of that name is registered"),
        ("unknown payload type", "entry 2 (PizzaDetail): the payload type 'Calzone' is not registered as Codable"),
        ("bad payload", "entry 2 (PizzaDetail): its payload no longer decodes: the key 'name' is missing"),
        ("wrong payload", "entry 2 (PizzaDetail): the screen cannot be built for this payload"),
        ("guard", "entry 3 (Order): it requires 'signedIn', which does not hold"),
    ])
    func tamperedFileIsRejectedNamingTheEntryAndChangesNothing(tampering: String, message: String) throws {
        let bytes = try tampered { stack in
            switch tampering {
            case "unknown screen": stack[1]["screen"] = "PizzaDetial"
            case "unknown payload type": stack[1]["payloadType"] = "Calzone"
            case "bad payload": stack[1]["payload"] = ["nome": "Margherita"]
            case "wrong payload":
                stack[1]["payloadType"] = "Drink"
                stack[1]["payload"] = ["name": "Chinotto", "millilitres": 330, "priceCents": 350]
            default: break
            }
        }
        let target = try makeSession(signedIn: tampering != "guard")
        target.perform(.tap(.title("About")))
        let before = target.stack.log

        #expect(throws: RestoreError.self) {
            try StackRestorer(registry: DemoApp.makeRegistry()).restore(bytes, on: target.router)
        }
        do {
            try StackRestorer(registry: DemoApp.makeRegistry()).restore(bytes, on: target.router)
        } catch {
            #expect(error.description == message)
        }
        #expect(target.stack.screenNames == ["Home", "About"])
        #expect(target.stack.log == before)
    }

    @Test(arguments: [
        (
            "12.5",
            "entry 2 (PizzaDetail): its payload no longer decodes: 'priceCents': the number 12.5 does not fit the type of its field"
        ),
        (
            "100000000000000000000",
            "entry 2 (PizzaDetail): its payload no longer decodes: 'priceCents': the number 1e+20 does not fit the type of its field"
        ),
        (
            "1e400",
            "not a saved stack: 'stack', entry 2, 'payload', 'priceCents': expected a number no larger than a 64-bit floating-point number holds"
        ),
    ])
    func aNumberThePayloadTypeCannotHoldNamesTheEntryAndField(number: String, message: String) throws {
        let text = String(decoding: try tampered { _ in }, as: UTF8.self)
        let bytes = Array(text.replacingOccurrences(of: "\"priceCents\":850", with: "\"priceCents\":\(number)").utf8)
        let target = try makeSession()

        #expect(text.contains("\"priceCents\":850"))
        #expect(throws: RestoreError.self) {
            try StackRestorer(registry: DemoApp.makeRegistry()).restore(bytes, on: target.router)
        }
        do {
            try StackRestorer(registry: DemoApp.makeRegistry()).restore(bytes, on: target.router)
        } catch {
            #expect(error.description == message)
        }
    }

    @Test(arguments: [
        "", "[]", "{\"version\":2,\"stack\":[]}", "{\"version\":1}", "{\"version\":1,\"stack\":[{\"screen\":1}]}",
        "{\"version\":true,\"stack\":[]}", "{\"version\":\"1\",\"stack\":[]}", "{\"version\":1,\"stack\":{}}",
        "{\"version\":1,\"stack\":[{\"screen\":\"Menu\",\"presentation\":\"sideways\"}]}",
        String(repeating: "[", count: 100_000),
    ])
    func malformedFileIsRejected(text: String) async throws {
        let target = try makeSession()

        #expect(throws: RestoreError.self) {
            try StackRestorer(registry: DemoApp.makeRegistry()).restore(Array(text.utf8), on: target.router)
        }
        #expect(target.stack.log.isEmpty)
    }

    @Test func screenWhosePayloadIsNotCodableCannotBeSaved() async throws {
        struct Opaque: Sendable {}
        let catalog = try JumperRegistry { catalog in
            catalog.registerPayload(Opaque.self, name: "Opaque")
            catalog.registerScreen("Plain") { _ in TextScreen(name: "Plain", title: "Plain") }
        }
        let stack = RecordingNavigationStack(root: TextScreen(name: "Home", title: "Home"))
        stack.push(TextScreen(name: "Plain", title: "Plain"), requirement: nil, payload: Opaque())

        #expect(throws: RestoreError.notSavable(index: 1, screen: "Plain")) {
            try StackRestorer(registry: catalog).save(stack)
        }
    }

    @Test func aPayloadWhoseTypeNoPluginRegistersCannotBeSavedAndTheMessageSaysWhy() async throws {
        struct Ticket: Codable, Sendable { var seat: Int }
        let catalog = try JumperRegistry { catalog in
            catalog.registerScreen("Ticket", for: Ticket.self) { _, _ in TextScreen(name: "Ticket", title: "Ticket") }
        }
        let stack = RecordingNavigationStack(root: TextScreen(name: "Home", title: "Home"))
        stack.push(TextScreen(name: "Ticket", title: "Ticket"), requirement: nil, payload: Ticket(seat: 1))

        let error = #expect(throws: RestoreError.self) { try StackRestorer(registry: catalog).save(stack) }

        #expect(
            error?.description
                == "entry 1 (Ticket): its payload's type 'Ticket' is not registered, so it cannot be saved; "
                + "register it with registerPayload (as Codable)")
    }

    @Test func saveAndRestoreWorkFromFlows() async throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("stack-\(UUID().uuidString).json").path
        let session = try makeSession()
        session.perform(.tap(.number(1)))
        session.perform(.tap(.number(2)))
        session.perform(.save(path))
        session.perform(.home)

        let result = session.perform(.restore(path))

        guard case .info(let text) = result else {
            Issue.record("expected the restore to succeed, got \(result)")
            return
        }
        #expect(text == "restored 2 screens from \(path)")
        #expect(session.stack.screenNames == ["Home", "Menu", "PizzaDetail"])
    }
}
