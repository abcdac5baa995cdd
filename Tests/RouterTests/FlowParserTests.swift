import Router
import RouterTestSupport
import RouterTooling
import Testing

@MainActor @Suite struct FlowParserTests {
    private func parse(_ text: String) throws(FlowParseError) -> [FlowCommand] {
        try Flow(parsing: text, file: "t.flow").steps.map(\.command)
    }

    private func problems(_ text: String) -> String {
        do {
            _ = try parse(text)
            return "(parsed)"
        } catch {
            return error.description
        }
    }

    @Test func parsesEveryCommand() throws {
        let commands = try parse(
            """
            tap 2
            3
            tap "Type A Title"
            tap Chinotto
            tap Panna Cotta
            back
            home
            stack
            log
            help
            quit
            sign-in anna
            sign-out
            open giuseppe://menu
            save s.json
            restore s.json
            restore --dry-run s.json
            restore "--dry-run"
            link
            expect link giuseppe://menu
            expect top Menu
            expect stack Home > Menu>PizzaDetail
            expect ignored
            """)

        #expect(
            commands == [
                .tap(.number(2)), .tap(.number(3)), .tap(.title("Type A Title")),
                .tap(.title("Chinotto")), .tap(.title("Panna Cotta")), .back, .home, .stack, .log,
                .help, .quit, .signIn("anna"), .signOut, .open("giuseppe://menu"), .save("s.json"),
                .restore("s.json"), .restoreDryRun("s.json"), .restore("--dry-run"), .link, .expect(.link("giuseppe://menu")),
                .expect(.top("Menu")),
                .expect(.stack(["Home", "Menu", "PizzaDetail"])),
                .expect(.ignored),
            ])
    }

    @Test func expectLogTakesTheIndentedLinesBelowIt() throws {
        let flow = try Flow(
            parsing: """
                # a comment
                tap 1
                expect log
                  push Menu   # trailing comment

                  pop  Menu
                back
                expect log
                """, file: "t.flow")

        #expect(
            flow.steps.map(\.command) == [
                .tap(.number(1)), .expect(.log(["push Menu", "pop Menu"])), .back, .expect(.log([])),
            ])
        #expect(flow.steps.map(\.line) == [2, 3, 7, 8])
    }

    @Test func quotedTitlesKeepHashesAndEscapes() throws {
        #expect(try parse(#"tap "No. #1 \"best\" \\ pizza""#) == [.tap(.title(#"No. #1 "best" \ pizza"#))])
    }

    @Test func windowsLineEndingsAreAccepted() throws {
        #expect(try parse("tap 1\r\nback\r\n") == [.tap(.number(1)), .back])
    }

    @Test func linesMayEndWithALoneCarriageReturn() throws {
        let flow = try Flow(parsing: "tap 1\rback\r\rexpect log\r  push Menu\r\n  pop Menu\n", file: "t.flow")

        #expect(flow.steps.map(\.command) == [.tap(.number(1)), .back, .expect(.log(["push Menu", "pop Menu"]))])
        #expect(flow.steps.map(\.line) == [1, 2, 4])
    }

    @Test(arguments: [
        ("tpa 1", "t.flow:1:1: unknown command 'tpa'; did you mean 'tap'?"),
        (
            "fly",
            "t.flow:1:1: unknown command 'fly'; expected one of tap, back, home, open, go, tab, stack, log, help, quit, sign-in, sign-out, answer, save, restore, link, wait, cancel, expect"
        ),
        ("tap", "t.flow:1:4: 'tap' needs a row number or a \"Title\""),
        ("tap 0", "t.flow:1:5: '0' is not a row number; rows are numbered from 1"),
        ("tap -3", "t.flow:1:5: '-3' is not a row number; rows are numbered from 1"),
        ("99999999999999999999999", "t.flow:1:1: '99999999999999999999999' is not a row number; rows are numbered from 1"),
        ("tap \"Margherita", "t.flow:1:5: the quoted title has no closing '\"'"),
        ("tap \"a\\nb\"", "t.flow:1:7: unknown escape '\\n' in a quoted title; only \\\" and \\\\ are allowed"),
        ("tap \"A\" \"B\"", "t.flow:1:9: 'tap' takes no argument, but got 'B'"),
        ("back now", "t.flow:1:6: 'back' takes no argument, but got 'now'"),
        ("sign-in", "t.flow:1:8: 'sign-in' needs a user name"),
        ("sign-in a b", "t.flow:1:11: 'sign-in' takes no argument, but got 'b'"),
        ("sign-out now", "t.flow:1:10: 'sign-out' takes no argument, but got 'now'"),
        ("save", "t.flow:1:5: 'save' needs a file"),
        ("restore a b", "t.flow:1:11: 'restore' takes no argument, but got 'b'"),
        ("open", "t.flow:1:5: 'open' needs a link"),
        (
            "expect",
            "t.flow:1:7: 'expect' needs what to check: top, stack, tab, pending, ignored, rejected, blocked, result, log, loading, idle, link"
        ),
        ("expect tops Menu", "t.flow:1:8: unknown expectation 'tops'; did you mean 'top'?"),
        ("expect top", "t.flow:1:11: 'expect top' needs a screen name"),
        ("expect top A B", "t.flow:1:14: 'expect top' takes no argument, but got 'B'"),
        ("expect stack", "t.flow:1:13: 'expect stack' needs screen names separated by '>'"),
        ("expect stack A > > B", "t.flow:1:14: 'expect stack' has an empty screen name; write names separated by '>'"),
        ("expect ignored now", "t.flow:1:16: 'expect ignored' takes no argument, but got 'now'"),
        ("  tap 1", "t.flow:1:1: unexpected indentation; only the event lines under 'expect log' are indented"),
    ])
    func malformedLineIsReportedWithItsPosition(text: String, message: String) {
        #expect(problems(text) == message)
    }

    @Test func aDigitThatStartsALongerCharacterIsNotARowNumber() throws {
        // "1" and a combining acute accent are one character, which is not the digit 1.
        let commands = try parse("tap 1\u{301}\ntap 2\u{301}x\n")
        let message = problems("1\u{301}")

        #expect(commands == [.tap(.title("1\u{301}")), .tap(.title("2\u{301}x"))])
        #expect(message.hasPrefix("t.flow:1:1: unknown command '1\u{301}'"))
    }

    @Test func rowNumbersRunUpToTheLargestInteger() throws {
        let largest = try parse("tap 9223372036854775807\n00042\n")
        let message = problems("tap 9223372036854775808")
        // 2^64 + 1: wrapped around, it would read as row 1.
        let wrapped = problems("tap 18446744073709551617")

        #expect(largest == [.tap(.number(Int.max)), .tap(.number(42))])
        #expect(message == "t.flow:1:5: '9223372036854775808' is not a row number; rows are numbered from 1")
        #expect(wrapped == "t.flow:1:5: '18446744073709551617' is not a row number; rows are numbered from 1")
    }

    @Test func everyProblemOfTheFileIsReportedInLineOrder() {
        #expect(
            problems("tap 1\nfly\nback\ntap 0\n") == """
                t.flow:2:1: unknown command 'fly'; expected one of tap, back, home, open, go, tab, stack, log, help, quit, sign-in, sign-out, answer, save, restore, link, wait, cancel, expect
                t.flow:4:5: '0' is not a row number; rows are numbered from 1
                """)
    }

    @Test func invalidUTF8IsReportedAtItsLineAndColumn() {
        let bytes: [UInt8] = Array("tap 1\ntap ".utf8) + [0xC3, 0x28] + Array("\n".utf8)

        #expect(
            throws: FlowParseError(
                file: "t.flow",
                problems: [
                    FlowProblem(line: 2, column: 5, kind: .invalidUTF8)
                ])
        ) {
            try Flow(parsing: bytes, file: "t.flow")
        }
    }

    @Test func parsesGoTabAndOpenInApp() throws {
        let commands = try parse(
            """
            go giuseppe://menu > giuseppe://menu/pizza/Margherita
            go giuseppe://typed
            go
            open in-app giuseppe://about
            open giuseppe://menu
            tab Menu
            """)

        #expect(
            commands == [
                .go(["giuseppe://menu", "giuseppe://menu/pizza/Margherita"]), .go(["giuseppe://typed"]), .go([]),
                .openInApp("giuseppe://about"), .open("giuseppe://menu"), .tab("Menu"),
            ])
    }

    @Test func parsesTabAndPendingExpectations() throws {
        let commands = try parse(
            """
            expect tab Menu
            expect stack Menu: Menu > PizzaDetail
            expect stack Menu:Menu>PizzaDetail
            expect stack Home > Menu
            expect pending Order > PizzaDetail
            expect pending none
            """)

        #expect(
            commands == [
                .expect(.tab("Menu")), .expect(.tabStack(tab: "Menu", ["Menu", "PizzaDetail"])),
                .expect(.tabStack(tab: "Menu", ["Menu", "PizzaDetail"])), .expect(.stack(["Home", "Menu"])),
                .expect(.pending(["Order", "PizzaDetail"])), .expect(.pending([])),
            ])
    }

    @Test func quotedNamesMayHoldColonsArrowsAndHashes() throws {
        let commands = try parse(
            """
            expect stack "a:b" > "x > y"
            expect stack "#Home": Menu > "c:d"
            expect stack My Tab: A > B
            expect pending "p>q" > R
            tab "#Home"
            expect tab "#Home"
            """)

        #expect(
            commands == [
                .expect(.stack(["a:b", "x > y"])), .expect(.tabStack(tab: "#Home", ["Menu", "c:d"])),
                .expect(.tabStack(tab: "My Tab", ["A", "B"])), .expect(.pending(["p>q", "R"])), .tab("#Home"),
                .expect(.tab("#Home")),
            ])
    }

    @Test(arguments: [
        ("go a > > b", "t.flow:1:8: 'go' has an empty link; write links separated by ' > '"),
        ("go a >", "t.flow:1:7: 'go' has an empty link; write links separated by ' > '"),
        ("go > a", "t.flow:1:4: 'go' has an empty link; write links separated by ' > '"),
        ("go a b", "t.flow:1:6: 'go' has an empty link; write links separated by ' > '"),
        ("tab", "t.flow:1:4: 'tab' needs a tab name"),
        ("tab Menu Home", "t.flow:1:10: 'tab' takes no argument, but got 'Home'"),
        (
            "open in-ap giuseppe://menu",
            "t.flow:1:6: 'open' takes a link, or 'in-app' and a link, but got 'in-ap' before the link; did you mean 'in-app'?"
        ),
        ("open in-app a b", "t.flow:1:15: 'open in-app' takes no argument, but got 'b'"),
        ("open in-app", "t.flow:1:12: 'open in-app' needs a link"),
        ("expect tab", "t.flow:1:11: 'expect tab' needs a tab name"),
        ("expect pending", "t.flow:1:15: 'expect pending' needs screen names separated by '>', or none"),
        (
            "expect pending A > > B",
            "t.flow:1:16: 'expect pending' has an empty screen name; write names separated by '>', or none"
        ),
        ("expect stack : A", "t.flow:1:14: 'expect stack' has an empty tab name; write 'expect stack TAB: A > B'"),
        ("expect stack Menu:", "t.flow:1:14: 'expect stack' has an empty screen name; write names separated by '>'"),
        ("expect pendng none", "t.flow:1:8: unknown expectation 'pendng'; did you mean 'pending'?"),
        ("tabb Menu", "t.flow:1:1: unknown command 'tabb'; did you mean 'tab'?"),
    ])
    func malformedTabCommandIsReportedWithItsPosition(text: String, message: String) {
        #expect(problems(text) == message)
    }

    @Test func newCommandsReadBackAsWritten() throws {
        let text = """
            go giuseppe://menu > giuseppe://menu/drink/Chinotto
            go
            open in-app giuseppe://about
            tab Typed
            expect tab Typed
            expect stack Menu: Menu > PizzaDetail
            expect pending Order
            expect pending none
            """
        let commands = try parse(text)

        #expect(commands.map(\.description).joined(separator: "\n") == text)
    }

    @Test func waitAndTheLoadingExpectationsReadBackAsWritten() throws {
        let text = """
            wait 500ms
            wait 2s
            wait 1m
            wait 1h
            wait 1500ms
            expect loading PizzaDetail
            expect idle
            """
        let commands = try parse(text)

        #expect(commands.first == .wait(.milliseconds(500)))
        #expect(commands.map(\.description).joined(separator: "\n") == text)
    }

    @Test(arguments: [
        ("wait", "t.flow:1:5: 'wait' needs how long, as 500ms, 2s, 1m or 1h"),
        ("wait 2", "t.flow:1:6: '2' is not a duration; write a whole number and a unit, as 500ms, 2s, 1m or 1h (at most 1000h)"),
        (
            "wait -1s",
            "t.flow:1:6: '-1s' is not a duration; write a whole number and a unit, as 500ms, 2s, 1m or 1h (at most 1000h)"
        ),
        (
            "wait 1.5s",
            "t.flow:1:6: '1.5s' is not a duration; write a whole number and a unit, as 500ms, 2s, 1m or 1h (at most 1000h)"
        ),
        (
            "wait 1001h",
            "t.flow:1:6: '1001h' is not a duration; write a whole number and a unit, as 500ms, 2s, 1m or 1h (at most 1000h)"
        ),
        (
            "wait 99999999999999999999s",
            "t.flow:1:6: '99999999999999999999s' is not a duration; write a whole number and a unit, as 500ms, 2s, 1m or 1h (at most 1000h)"
        ),
        ("wait 2s 3s", "t.flow:1:9: 'wait' takes no argument, but got '3s'"),
        ("expect loading", "t.flow:1:15: 'expect loading' needs a screen name"),
        ("expect idle now", "t.flow:1:13: 'expect idle' takes no argument, but got 'now'"),
    ])
    func malformedWaitIsReportedWithItsPosition(text: String, message: String) {
        #expect(problems(text) == message)
    }

    @Test func durationsAreWrittenInTheLongestWholeUnit() {
        #expect(FlowDuration.text(of: .seconds(7_200)) == "2h")
        #expect(FlowDuration.text(of: .milliseconds(90_000)) == "90s")
        #expect(FlowDuration.text(of: .zero) == "0ms")
        #expect(FlowDuration.parse("0ms") == .zero)
        #expect(FlowDuration.parse("1000h") == FlowDuration.longest)
    }

    @Test func nulBytesAreAnUnknownCommandNotACrash() {
        #expect(
            problems("\u{0}\u{0}")
                == #"t.flow:1:1: unknown command '\u{0}\u{0}'; expected one of tap, back, home, open, go, tab, stack, log, help, quit, sign-in, sign-out, answer, save, restore, link, wait, cancel, expect"#
        )
    }

    @Test func interactiveLineRejectsExpectLog() throws {
        let parser = FlowParser(file: "<stdin>")

        #expect(throws: FlowParseError.self) { try parser.parseLine("expect log") }
        #expect(try parser.parseLine("  # nothing") == nil)
        #expect(try parser.parseLine("tap 2") == .tap(.number(2)))
    }

    @Test func randomBytesEitherParseOrThrowAPositionedError() {
        var generator = SplitMix64(seed: 0x5EED)
        let alphabet = Array("tap \"#\\>\n\t 0123456789expectlogstackback\r".utf8) + [0, 0xFF, 0xC3]
        for _ in 0..<2_000 {
            let length = Int.random(in: 0..<80, using: &generator)
            let bytes = (0..<length).map { _ in
                Bool.random(using: &generator)
                    ? alphabet.randomElement(using: &generator)!
                    : UInt8.random(in: 0...255, using: &generator)
            }
            do {
                _ = try Flow(parsing: bytes, file: "r.flow")
            } catch {
                #expect(!error.problems.isEmpty)
                #expect(error.problems.allSatisfy { $0.line >= 1 && $0.column >= 1 })
            }
        }
    }
}
