import Foundation
import Router
import RouterTestSupport
import Testing

@MainActor @Suite struct RecordingNavigationStackTests {
    private func makeStack() -> RecordingNavigationStack {
        RecordingNavigationStack(root: TextScreen(name: "Home", title: "Home"))
    }

    private func screen(_ name: String) -> TextScreen {
        TextScreen(name: name, title: name)
    }

    @Test func newStackHoldsOnlyTheRootAndAnEmptyLog() {
        let stack = makeStack()

        #expect(stack.screenNames == ["Home"])
        #expect(stack.top.name == "Home")
        #expect(stack.log.isEmpty)
    }

    @Test func pushPutsTheScreenOnTopAndLogsIt() {
        let stack = makeStack()

        let event = stack.push(screen("Menu"))

        #expect(event == .push("Menu"))
        #expect(stack.screenNames == ["Home", "Menu"])
        expectLog(stack.log, ["push Menu"])
    }

    @Test func popOnARootOnlyStackDoesNothingAndSaysSo() {
        let stack = makeStack()

        let event = stack.pop()

        #expect(event == .refused(.pop, .rootOnly))
        #expect(stack.screenNames == ["Home"])
        expectLog(stack.log, ["pop refused (root only)"])
    }

    @Test func popRemovesThePushedTop() {
        let stack = makeStack()
        stack.push(screen("Menu"))

        let event = stack.pop()

        #expect(event == .pop("Menu"))
        #expect(stack.screenNames == ["Home"])
    }

    @Test func popRefusesWhenAModalIsOnTop() {
        let stack = makeStack()
        stack.present(screen("About"))

        let event = stack.pop()

        #expect(event == .refused(.pop, .modalOnTop))
        #expect(stack.screenNames == ["Home", "About"])
    }

    @Test func dismissRemovesTheModalTop() {
        let stack = makeStack()
        stack.present(screen("About"))

        let event = stack.dismiss()

        #expect(event == .dismiss("About"))
        #expect(stack.screenNames == ["Home"])
    }

    @Test func dismissRefusesWhenNothingIsPresented() {
        let stack = makeStack()
        stack.push(screen("Menu"))

        let event = stack.dismiss()

        #expect(event == .refused(.dismiss, .nothingPresented))
        #expect(stack.screenNames == ["Home", "Menu"])
    }

    @Test func backDismissesAModalAndPopsAPushedScreen() {
        let stack = makeStack()
        stack.push(screen("Menu"))
        stack.present(screen("About"))

        let first = stack.back()
        let second = stack.back()

        #expect([first, second] == [.dismiss("About"), .pop("Menu")])
    }

    @Test func popToRootRemovesEveryScreenAboveTheRoot() {
        let stack = makeStack()
        stack.push(screen("Menu"))
        stack.push(screen("PizzaDetail"))
        stack.present(screen("About"))

        let event = stack.popToRoot()

        #expect(event == .popToRoot("Home"))
        #expect(stack.screenNames == ["Home"])
    }

    @Test func popToRootOnARootOnlyStackIsRefused() {
        let stack = makeStack()

        #expect(stack.popToRoot() == .refused(.popToRoot, .rootOnly))
    }

    @Test func everyOperationIsLoggedInOrder() {
        let stack = makeStack()

        stack.push(screen("Menu"))
        stack.push(screen("PizzaDetail"))
        stack.pop()
        stack.present(screen("About"))
        stack.dismiss()
        stack.popToRoot()
        stack.popToRoot()

        expectLog(
            stack.log,
            [
                "push Menu", "push PizzaDetail", "pop PizzaDetail", "present About", "dismiss About",
                "pop-to-root Home", "pop-to-root refused (root only)",
            ])
    }

    @Test func onEventSeesEachEventAsItIsLogged() {
        let stack = makeStack()
        var seen: [NavigationEvent] = []
        stack.onEvent = { seen.append($0) }

        stack.push(screen("Menu"))
        stack.pop()

        #expect(seen == [.push("Menu"), .pop("Menu")])
    }

    @Test(arguments: [
        (NavigationEvent.push("Menu"), "push Menu", #"{"event":"push","screen":"Menu"}"#),
        (.present("About"), "present About", #"{"event":"present","screen":"About"}"#),
        (.pop("Menu"), "pop Menu", #"{"event":"pop","screen":"Menu"}"#),
        (.popToRoot("Home"), "pop-to-root Home", #"{"event":"pop-to-root","screen":"Home"}"#),
        (.dismiss("About"), "dismiss About", #"{"event":"dismiss","screen":"About"}"#),
        (.refused(.pop, .rootOnly), "pop refused (root only)", #"{"event":"pop","refused":"root-only"}"#),
        (.refused(.pop, .modalOnTop), "pop refused (modal on top)", #"{"event":"pop","refused":"modal-on-top"}"#),
        (
            .refused(.dismiss, .nothingPresented), "dismiss refused (nothing presented)",
            #"{"event":"dismiss","refused":"nothing-presented"}"#
        ),
    ])
    func eventsHaveStableTextAndJSONForms(event: NavigationEvent, text: String, json: String) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys

        let encoded = String(decoding: try encoder.encode(event), as: UTF8.self)
        let decoded = try JSONDecoder().decode(NavigationEvent.self, from: Data(json.utf8))

        #expect(event.description == text)
        #expect(encoded == json)
        #expect(decoded == event)
    }

    @Test func logRoundTripsThroughJSON() throws {
        let stack = makeStack()
        stack.push(screen("Menu"))
        stack.pop()
        stack.pop()

        let data = try JSONEncoder().encode(stack.log)
        let decoded = try JSONDecoder().decode(NavigationLog.self, from: data)

        #expect(decoded == stack.log)
    }

    @Test func eventWithAnUnknownOperationDoesNotDecode() {
        let json = Data(#"{"event":"teleport","screen":"Menu"}"#.utf8)

        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(NavigationEvent.self, from: json)
        }
    }
}
