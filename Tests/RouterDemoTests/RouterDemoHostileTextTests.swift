import Foundation
import Testing

/// Text read from outside (flow lines, links, routes files, saved stacks, arguments) never
/// reaches the terminal raw: every control and bidirectional formatting character is
/// escaped, in text and in JSON.
@Suite struct RouterDemoHostileTextTests {
    /// ESC with a colour sequence, the C1 CSI, NEL, and RIGHT-TO-LEFT OVERRIDE.
    private static let hostile = "\u{1B}[31mred\u{9B}2J\u{85}next\u{202E}desrever"
    /// The same characters as a YAML double-quoted scalar spells them.
    private static let hostileYAML = #""\e[31mred\x9B2J\Nnext\u202Edesrever""#
    /// RIGHT-TO-LEFT OVERRIDE percent-encoded in a link segment: it reaches the decoder (C1
    /// controls in a link are rejected before any decoder sees them).
    private static let hostileSegment = "%E2%80%AEx"

    /// The raw characters found in `text` that a terminal would act on: C0 controls but the
    /// line feed, DEL, C1 controls, bidirectional marks, embeddings, overrides and isolates.
    private static func rawControls(in text: String) -> [String] {
        text.unicodeScalars.filter { scalar in
            switch scalar.value {
            case 0x0A: false
            case 0x00..<0x20, 0x7F...0x9F, 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
            default: false
            }
        }.map { "U+" + String($0.value, radix: 16, uppercase: true) }
    }

    private static func expectEscaped(_ result: RouterDemoProcess.Result, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(rawControls(in: result.stdout) == [], "stdout", sourceLocation: sourceLocation)
        #expect(rawControls(in: result.stderr) == [], "stderr", sourceLocation: sourceLocation)
        #expect(result.exited, sourceLocation: sourceLocation)
    }

    /// A saved stack whose pizza has a hostile name and ingredient.
    private static func hostileSavedStack() throws -> String {
        let pizza: [String: Any] = ["name": "Margherita" + hostile, "ingredients": [hostile], "priceCents": 850]
        let stack: [String: Any] = [
            "version": 1,
            "stack": [
                ["payload": "menu", "payloadType": "HomeEntry", "presentation": "push", "screen": "Menu"],
                ["payload": pizza, "payloadType": "Pizza", "presentation": "push", "screen": "PizzaDetail"],
            ],
        ]
        return try RouterDemoProcess.flowFile(
            String(decoding: try JSONSerialization.data(withJSONObject: stack), as: UTF8.self), name: "saved.json")
    }

    private static let hostileFlow = """
        open giuseppe://menu/pizza/\(hostileSegment)
        tap "\(hostile)"

        """

    @Test func flowOutputAndErrorsHoldNoRawControlCharacters() throws {
        let flow = try RouterDemoProcess.flowFile(Self.hostileFlow)

        let result = try RouterDemoProcess.run(["run", flow])

        #expect(result.status == 1)
        #expect(result.stdout.contains("no pizza is named '\\u{202E}x'"))
        #expect(result.stderr.contains("\\u{1B}[31mred\\u{9B}2J\\u{85}next\\u{202E}desrever"))
        Self.expectEscaped(result)
    }

    @Test func jsonOutputStaysValidJSONWithNoRawControlCharacters() throws {
        let flow = try RouterDemoProcess.flowFile(Self.hostileFlow)

        let result = try RouterDemoProcess.run(["run", "--json", flow])
        let lines = result.stdout.split(separator: "\n")
        let reasons = try lines.map { line in
            try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: String]
        }

        #expect(lines.count == 2)  // the rejection, then the summary
        #expect(reasons.first??["reason"] == "giuseppe://menu/pizza/:name: no pizza is named '\\u{202E}x'")
        Self.expectEscaped(result)
    }

    @Test func interactiveModeRefusesAForgedStackAndEscapesWhatItPrints() throws {
        let saved = try Self.hostileSavedStack()
        let input = "restore \(saved)\nstack\ntap 1\nsign-in anna\nback\nback\n" + Self.hostileFlow

        let result = try RouterDemoProcess.run([], stdin: Data(input.utf8))

        #expect(result.stderr.contains("entry 2 (PizzaDetail): its payload is refused: it is not a pizza on the menu"))
        #expect(!result.stdout.contains("Margherita\\u{1B}"))
        #expect(result.stderr.contains("\\u{1B}[31mred"))
        Self.expectEscaped(result)
    }

    @Test(arguments: [
        [hostile],
        ["open", "giuseppe://menu/pizza/" + hostile],
        ["open", "giuseppe://menu/pizza/" + hostileSegment],
        ["run", "/nonexistent/" + hostile + ".flow"],
        ["explore", "--depth", hostile],
        ["run", "--" + hostile, "x.flow"],
    ])
    func hostileArgumentsAreEscapedInMessages(arguments: [String]) throws {
        let result = try RouterDemoProcess.run(arguments)

        #expect(result.status != 0)
        #expect(!result.stderr.isEmpty)
        Self.expectEscaped(result)
    }

    @Test func routesFileContentQuotedInProblemsIsEscaped() throws {
        let routes = try RouterDemoProcess.flowFile(
            "version: 1\nroutes:\n  - payload: Pizza\n    push: \(Self.hostileYAML)\n", name: "routes.yaml")

        let result = try RouterDemoProcess.run(["check", routes])

        #expect(result.status == 1)
        #expect(result.stderr.contains("a screen name may not contain the control character U+001B"))
        Self.expectEscaped(result)
    }

    @Test func dumpedJSONIsEscapedAndStillParses() throws {
        let result = try RouterDemoProcess.run(["dump", "-"], stdin: Data("a: \(Self.hostileYAML)\n".utf8))
        let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: String]

        #expect(result.status == 0)
        #expect(object?["a"] == Self.hostile)
        Self.expectEscaped(result)
    }

    @Test func argumentWithALineFeedStaysOnTheMessagesLine() throws {
        let result = try RouterDemoProcess.run(["a\nb\u{1B}"])

        #expect(result.status == 2)
        #expect(result.stderr == "routerdemo: unknown command 'a\\u{A}b\\u{1B}'\nSee 'routerdemo --help'.\n")
    }

    @Test func routeWithALineFeedStaysOnOneLineInCheckAndExplore() throws {
        let routes = try RouterDemoProcess.flowFile(
            "version: 1\nroutes:\n  - payload: Pizza\n    when: {name: \"a\\nb\"}\n    push: PizzaDetail\n",
            name: "routes.yaml")

        let check = try RouterDemoProcess.run(["check", routes])
        let explore = try RouterDemoProcess.run(["explore", "--routes", routes])

        #expect(
            check.stderr.contains(
                "\n\(routes):3:5: warning: no tap uses the route Pizza when name=a\\u{A}b -> push PizzaDetail\n"))
        #expect(explore.stdout.contains("\n  \(routes):3:5 Pizza when name=a\\u{A}b -> push PizzaDetail\n"))
    }

    @Test func fileNamesWithALineFeedStayOnTheirLine() throws {
        let first = try RouterDemoProcess.flowFile("tap 1\n", name: "a\nb.flow")
        let second = try RouterDemoProcess.flowFile("tap 2\n")
        let yaml = try RouterDemoProcess.flowFile("a: *x\n", name: "c\nd.yaml")

        let run = try RouterDemoProcess.run(["run", first, second])
        let dump = try RouterDemoProcess.run(["dump", yaml])

        #expect(run.stdout.hasPrefix("== \(first.replacingOccurrences(of: "\n", with: "\\u{A}"))\npush Menu\n"))
        #expect(dump.stderr == "\(yaml.replacingOccurrences(of: "\n", with: "\\u{A}")):1:4: aliases are not supported\n")
    }
}
