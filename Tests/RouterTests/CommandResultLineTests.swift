import Router
import RouterTooling
import Testing

/// The one table of what a command's result writes and whether it fails, which the flow
/// runner, `run --json`, the prompt and the full-screen status line read.
@Suite struct CommandResultLineTests {
    private func line(_ result: CommandResult, of command: FlowCommand? = .back) -> CommandResultLine {
        CommandResultLine(result, of: command)
    }

    @Test func anIgnoredTapReadsAsTheCoreSaysAndKeepsItsReasonForJSON() {
        let ignored = line(.routed(.ignored(.nilPayload)))

        #expect(ignored.text == "ignored (the payload is nil)")
        #expect(ignored.kind == .ignored)
        #expect(ignored.verdict == .passes)
        #expect(ignored.jsonFields == ["event": "ignored", "reason": "the payload is nil"])
    }

    @Test func aRejectedLinkReadsAsTheCoreSaysAndKeepsItsReasonForJSON() {
        let rejected = line(.routed(.rejected(.rejected(.unknownScheme("http")))))

        #expect(rejected.text == "rejected (no link pattern uses the scheme 'http')")
        #expect(rejected.kind == .rejected)
        #expect(rejected.jsonFields == ["event": "rejected", "reason": "no link pattern uses the scheme 'http'"])
    }

    @Test func textAndAFailedLoadAreInformationARunWrites() {
        let text = line(.info("signed in as anna"))
        let failedLoad = line(.ended(.failed(LoadFailure(screen: "Preparation", message: "the oven is out"))))

        #expect(text.jsonFields == ["event": "info", "text": "signed in as anna"])
        #expect(failedLoad.kind == .info)
        #expect(failedLoad.text == "loading Preparation failed: the oven is out")
        #expect(text.isWrittenByARun && failedLoad.isWrittenByARun)
    }

    @Test func anOutcomeIsWrittenAtThePromptOnlyWhenNoEventSaidIt() {
        let pushed = line(.routed(.pushed("PizzaDetail")))

        #expect(pushed.text == "push PizzaDetail")
        #expect(pushed.isWrittenAtThePrompt(eventsWritten: false))
        #expect(!pushed.isWrittenAtThePrompt(eventsWritten: true))
        #expect(!pushed.isWrittenByARun)
    }

    @Test func echoesAreWrittenAtThePromptOnly() {
        let echoes = [
            line(.inFlight), line(.waited(.seconds(5))),
            line(.expectationHeld, of: .expect(.top("Home"))),
        ]

        #expect(echoes.map(\.text) == ["in flight", "waited 5s", "ok: expect top Home"])
        #expect(echoes.allSatisfy { $0.kind == .echo && $0.isWrittenAtThePrompt(eventsWritten: true) })
        #expect(echoes.allSatisfy { !$0.isWrittenByARun })
    }

    @Test func aFailedExpectationFailsTheStepAndTheFlowGoesOn() {
        let failed = line(.expectationFailed("expected top About, got Home"))

        #expect(failed.verdict == .fails)
        #expect(failed.text == "expected top About, got Home")
        #expect(!failed.isWrittenByARun)
    }

    @Test func aCommandThatCannotBeCarriedOutStopsTheFlow() {
        let failed = line(.failed(.noSuchRow(number: 99, screen: "Home", rowCount: 4)))

        #expect(failed.verdict == .stops)
        #expect(failed.text == "Home has no row 99; it has 4 rows")
    }

    @Test func quitEndsWritingNothing() {
        let quit = line(.quit)

        #expect(quit.verdict == .quits)
        #expect(!quit.isWrittenByARun && !quit.isWrittenAtThePrompt(eventsWritten: false))
    }
}
