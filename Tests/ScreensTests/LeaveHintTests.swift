import AccountScreens
import Demo
import Router
import RouterTooling
import Testing

/// A screen whose question was answered no is followed by a hint saying how to leave it,
/// in `run` output and in the interactive terminal mode.
@MainActor @Suite struct LeaveHintTests {
    private let hint = "OrderForm asks: Discard your order for Margherita? (type 'answer yes' to leave)"

    private func flow(_ steps: [String]) throws -> Flow {
        try Flow(parsing: (orderFormWithChangeSteps + steps).joined(separator: "\n"), file: "t.flow")
    }

    private func outputs(of steps: [String]) throws -> [String] {
        let runner = FlowRunner(registry: DemoApp.makeRegistry(), home: DemoApp.home, account: { DemoAccount() })
        var lines: [String] = []
        _ = runner.run(try flow(steps)) { output in
            switch output {
            case .event(let event): lines.append("event: \(event)")
            case .line(let line) where line.kind == .info: lines.append("info: \(line.text)")
            default: break
            }
        }
        return lines
    }

    @Test func aRunPrintsTheHintRightAfterTheRefusal() async throws {
        let lines = try outputs(of: ["back"])

        #expect(Array(lines.suffix(2)) == ["event: leave refused OrderForm", "info: \(hint)"])
    }

    @Test func aQuestionAnsweredYesLeavesWithoutAHint() async throws {
        let lines = try outputs(of: ["answer yes", "back"])

        #expect(
            Array(lines.suffix(3)) == [
                "info: the next command's questions will be answered yes", "event: leave confirmed OrderForm",
                "event: pop OrderForm",
            ])
    }

    /// What the terminal loop wrote and the prompts it read with, for `lines` typed after
    /// the order form was changed.
    private func terminal(_ lines: [String]) async -> (written: [String], prompts: [String]) {
        let session = demoSession()
        var inputs = (orderFormWithChangeSteps.dropLast() + ["tap Large"] + lines).map { LineEditor.Input.line($0) }[...]
        var written: [String] = []
        var prompts: [String] = []
        _ = await TerminalCommandLoop(session: session).run(read: { prompt in
            prompts.append(prompt)
            return inputs.popFirst() ?? .end
        }) { output in
            if case .text(let text) = output { written.append(text) }
        }
        return (written, prompts)
    }

    @Test func theTerminalAsksTheQuestionWhereItIsAskedAndYesCarriesTheCommandOut() async {
        let (written, prompts) = await terminal(["back", "yes"])

        let last = Array(written.suffix(3))
        #expect(last.first?.hasPrefix("pop SizePicker -> Large\n\nOrder Margherita\n") == true)
        #expect(last.dropFirst().first == "leave refused OrderForm")
        #expect(prompts.contains("OrderForm asks: Discard your order for Margherita? (yes/no) "))
        #expect(last.last?.hasPrefix("leave confirmed OrderForm\npop OrderForm\n\n") == true)
    }

    @Test func anAnswerOtherThanYesKeepsTheScreen() async {
        let (written, _) = await terminal(["back", "no", "stack"])

        #expect(
            Array(written.suffix(3)) == [
                "leave refused OrderForm", "(the screen stays)", "Home > Menu > PizzaDetail > OrderForm",
            ])
    }

    @Test func yesWithSpacesInsideIsNotYes() async {
        let (written, _) = await terminal(["back", "y e s", "stack"])

        #expect(
            Array(written.suffix(3)) == [
                "leave refused OrderForm", "(the screen stays)", "Home > Menu > PizzaDetail > OrderForm",
            ])
    }

    @Test func yesWithBlanksAroundIsYes() async {
        let (written, _) = await terminal(["back", " \tYes  "])

        #expect(written.last?.hasPrefix("leave confirmed OrderForm\npop OrderForm\n\n") == true)
    }

    @Test func answerYesAtThePromptStillAnswersTheNextCommandsQuestionsBeforehand() async {
        let (written, prompts) = await terminal(["answer yes", "back"])

        #expect(!prompts.contains { $0.hasSuffix("(yes/no) ") })
        #expect(written.last?.hasPrefix("leave confirmed OrderForm\npop OrderForm\n\n") == true)
    }
}
