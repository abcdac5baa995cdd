import RouterTooling
import Testing

/// `FlowCommand.flowText`: one flow line that the parser reads back as the same command,
/// whatever the names hold.
@Suite struct FlowTextTests {
    static let awkward = [
        "Home", "two words", "say \"hi\"", "back\\slash", "#hash", "mid#hash", "a:b", "x > y", ">", "in-app", "none",
        " padded ", "tab\there", "Café", "",
    ]

    /// Every kind of command, with awkward names: made anew for each use, so no value
    /// outlives its test (a leak checker cannot follow every enum payload held for the
    /// whole process).
    static func commands() -> [FlowCommand] {
        [
            .tap(.number(3)), .back, .home, .stack, .log, .help, .quit, .signOut, .answer(true), .answer(false),
            .go([]), .expect(.ignored), .expect(.rejected), .expect(.blocked), .expect(.pending([])),
            .wait(.milliseconds(1_500)), .wait(.seconds(2)), .wait(.seconds(3_600)), .expect(.idle),
            .restore("--dry-run"), .link,
        ]
            + awkward.flatMap { text -> [FlowCommand] in
                [
                    .tap(.title(text)), .open(text), .openInApp(text), .go([text]), .go([text, "b://c"]), .tab(text),
                    .signIn(text), .save(text), .restore(text), .restoreDryRun(text), .expect(.top(text)), .expect(.tab(text)),
                    .expect(.result(text)), .expect(.loading(text)), .expect(.link(text)),
                ]
            }
            + awkward.filter { !$0.isEmpty && $0 != "none" }.flatMap { name -> [FlowCommand] in
                [
                    .expect(.stack([name])), .expect(.stack(["Home", name])), .expect(.tabStack(tab: name, [name, "A"])),
                    .expect(.pending([name, "B"])),
                ]
            }
    }

    @Test func flowTextParsesBackAsTheSameCommand() throws {
        for command in Self.commands() {
            let text = try #require(command.flowText)

            let parsed = try FlowParser(file: "t.flow").parse(text + "\n")

            #expect(parsed.steps.map(\.command) == [command], "\(text)")
        }
    }

    @Test func textThatNoFlowLineCanHoldHasNoFlowText() {
        #expect(FlowCommand.tap(.title("two\nlines")).flowText == nil)
        #expect(FlowCommand.open("a://b\rc").flowText == nil)
        #expect(FlowCommand.expect(.stack(["Home", ""])).flowText == nil)
        #expect(FlowCommand.expect(.tabStack(tab: "", ["Home"])).flowText == nil)
        #expect(FlowCommand.expect(.log(["push Menu"])).flowText == nil)
        #expect(FlowCommand.wait(.microseconds(1_500)).flowText == nil)
    }
}
