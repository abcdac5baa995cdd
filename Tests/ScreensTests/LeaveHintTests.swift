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
            case .info(let text): lines.append("info: \(text)")
            default: break
            }
        }
        return lines
    }

    @Test func aRunPrintsTheHintRightAfterTheRefusal() throws {
        let lines = try outputs(of: ["back"])

        #expect(Array(lines.suffix(2)) == ["event: leave refused OrderForm", "info: \(hint)"])
    }

    @Test func aQuestionAnsweredYesLeavesWithoutAHint() throws {
        let lines = try outputs(of: ["answer yes", "back"])

        #expect(
            Array(lines.suffix(3)) == [
                "info: the next command's questions will be answered yes", "event: leave confirmed OrderForm",
                "event: pop OrderForm",
            ])
    }

    @Test func theTerminalLoopPrintsRefusalsHintsAnswersAndReturnedValues() throws {
        let session = demoSession()
        var inputs = (orderFormWithChangeSteps.dropLast() + ["tap Large", "back", "answer yes", "back"])
            .map { LineEditor.Input.line($0) }[...]
        var written: [String] = []
        _ = TerminalCommandLoop(session: session).run(read: { _ in inputs.popFirst() ?? .end }) { output in
            if case .text(let text) = output { written.append(text) }
        }

        let last = Array(written.suffix(4))
        #expect(last.count == 4)
        #expect(last.first?.hasPrefix("pop SizePicker -> Large\n\nOrder Margherita\n") == true)
        #expect(last.dropFirst().first == "leave refused OrderForm\n\(hint)")
        #expect(last.dropFirst(2).first == "the next command's questions will be answered yes")
        #expect(last.last?.hasPrefix("leave confirmed OrderForm\npop OrderForm\n\n") == true)
    }
}
