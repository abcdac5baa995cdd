import Router
import RouterText
import RoutesFiles

/// One line typed at a command loop, carried out and written: the part ``CommandLoop`` and
/// ``TerminalCommandLoop`` share (they differ only in how they read lines and prompt).
///
/// A line longer than `maxLineBytes` is reported and skipped; a malformed line, a failed
/// command or expectation is written as `SOURCE:LINE[:COLUMN]: message`, or as the message
/// alone when positions are not shown (a person at the prompt knows the line they typed). Otherwise every
/// event the command causes is written as `run` prints it, then what the command said
/// (when no event says it), then the screen when it changed (unless screens are not shown:
/// the full-screen interface draws the screen itself).
@MainActor
package struct CommandStep {
    let session: NavigationSession
    let source: String
    let maxLineBytes: Int
    let parser: FlowParser
    /// Whether problems start with `SOURCE:LINE[:COLUMN]: ` (for a pipe or a file).
    let showsPositions: Bool
    /// Whether a refusal to be left after a question ends the step with ``Outcome/asked(_:)``
    /// (for a person at the prompt) instead of the hint to type `answer yes`.
    let asksQuestions: Bool
    /// How a navigation left in flight is waited for: in real time, with a spinner and
    /// Ctrl-C at a terminal.
    let waiting: NavigationSession.RealTimeWaiting
    /// Whether the screen is written after a command that changed it.
    let showsScreens: Bool

    /// What a line did to the loop.
    package enum Outcome: Equatable {
        /// Carried out as asked.
        case done
        /// Skipped or failed: written as a problem; the loop goes on.
        case problem
        /// `quit`: the loop ends.
        case quit
        /// Carried out, but a screen refused to be left after asking this question
        /// (`OrderForm asks: Discard your order?`), for the loop to ask where it is asked;
        /// only when questions are asked (``asksQuestions``).
        case asked(String)
    }

    package init(
        session: NavigationSession, source: String, maxLineBytes: Int, showsPositions: Bool = true,
        asksQuestions: Bool = false, waiting: NavigationSession.RealTimeWaiting = NavigationSession.RealTimeWaiting(),
        showsScreens: Bool = true
    ) {
        self.session = session
        self.source = source
        self.maxLineBytes = maxLineBytes
        self.showsPositions = showsPositions
        self.asksQuestions = asksQuestions
        self.waiting = waiting
        self.showsScreens = showsScreens
        parser = FlowParser(file: source)
    }

    /// `message` about line `lineNumber`, with its position when positions are shown.
    private func problem(_ message: String, lineNumber: Int) -> CommandLoop.Output {
        .error(showsPositions ? "\(source):\(lineNumber): \(message)" : message)
    }

    /// Carries out `line`, the `lineNumber`th, writing what it did.
    package func run(_ line: String, lineNumber: Int, write: (CommandLoop.Output) -> Void) async -> Outcome {
        guard line.utf8.count <= maxLineBytes else {
            write(problem("the line is longer than \(maxLineBytes) bytes; it was skipped", lineNumber: lineNumber))
            return .problem
        }
        let command: FlowCommand
        do {
            guard let parsed = try parser.parseLine(line, lineNumber: lineNumber) else { return .done }
            command = parsed
        } catch {
            write(.error(showsPositions ? error.description : error.problems.map { "\($0.kind)" }.joined(separator: "\n")))
            return .problem
        }
        return await run(command, lineNumber: lineNumber, write: write)
    }

    /// Carries out `command`, parsed from the `lineNumber`th line (or made by a key), writing
    /// what it did as ``run(_:lineNumber:write:)`` does.
    package func run(_ command: FlowCommand, lineNumber: Int, write: (CommandLoop.Output) -> Void) async -> Outcome {
        let screenBefore = session.screenText
        var (result, events, lines) = await session.performAndSettleCollectingEvents(
            command, hints: !asksQuestions, waiting: waiting)
        let line = CommandResultLine(result, of: command)
        switch line.verdict {
        case .quits:
            return .quit
        case .fails, .stops:
            if !lines.isEmpty { write(.text(lines.joined(separator: "\n"))) }
            write(problem(line.text, lineNumber: lineNumber))
            return .problem
        case .passes:
            if line.isWrittenAtThePrompt(eventsWritten: !events.isEmpty) { lines.append(line.text) }
        }
        if case .tab(let name) = command, case .navigated(let event) = result,
            case .refused(_, .unknownTab) = event.withoutTab
        {
            lines.append(Self.tabHint(for: name, tabs: session.stack.tabs))
        }
        if showsScreens, events.contains(where: \.changedStack) || session.screenText != screenBefore {
            lines += ["", session.screenText]
        }
        if !lines.isEmpty { write(.text(lines.joined(separator: "\n"))) }
        if asksQuestions, let question = events.lazy.compactMap(session.leaveQuestion(after:)).first {
            return .asked(question)
        }
        return .done
    }
}

extension CommandStep {
    /// What follows `tab NAME` refused for an unknown tab at the prompt: the app's tabs, and
    /// the one `name` was probably meant to be (`the tabs are 'Menu', 'Drinks'; did you mean
    /// 'Menu'?`), or that the app has none. Names are quoted and bounded.
    static func tabHint(for name: String, tabs: [String]) -> String {
        guard !tabs.isEmpty else { return "this app has no tabs" }
        let listed = tabs.prefix(20).map { QuotedText.quoted($0) }.joined(separator: ", ")
        let more = tabs.count > 20 ? " and \(tabs.count - 20) more" : ""
        let suggestion = ClosestMatch.find(name, in: tabs).map {
            "; did you mean \(QuotedText.quoted($0, apartFrom: name))?"
        }
        return "the tabs are \(listed)\(more)\(suggestion ?? "")"
    }
}
