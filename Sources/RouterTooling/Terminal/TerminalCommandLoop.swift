import Router

/// The command loop for a person at a terminal: reads commands with a ``LineEditor`` (or
/// anything that reads the same way), prints every event each command logs, as
/// `routerdemo run` does, and shows the screen again after every change.
///
/// The prompt shows where the app is (``prompt(for:)``): the stack, and in an app with
/// tabs the selected tab. Problems are written with ``CommandLoop/Output/error(_:)`` as the
/// message alone, without a file position (the person typed the line just now), and the
/// loop goes on. A screen that asks before it is left is answered where it asks: the loop
/// reads `QUESTION (yes/no)`, and yes carries the refused command out again.
@MainActor
package struct TerminalCommandLoop {
    private let session: NavigationSession
    private let source: String
    private let maxLineBytes: Int

    /// The most screens the prompt names; a deeper stack shows its root, `...` and its
    /// top screens.
    package static let promptScreens = 4

    /// Creates a loop.
    /// - Parameters:
    ///   - session: The app to drive.
    ///   - source: The input's name, e.g. `<stdin>` (messages do not show it).
    ///   - maxLineBytes: A longer line is reported and skipped.
    package init(session: NavigationSession, source: String = "<stdin>", maxLineBytes: Int = 4_096) {
        self.session = session
        self.source = source
        self.maxLineBytes = maxLineBytes
    }

    /// The prompt for `session`: its stack, root first, then `> `: `Home > Menu> `; in an
    /// app with tabs, the selected tab first: `Menu: Menu > PizzaDetail> `. A stack deeper
    /// than ``promptScreens`` shows its root, `...` and its top screens:
    /// `Home > ... > Cart > Checkout> `.
    package static func prompt(for session: NavigationSession) -> String {
        var names = session.stack.screenNames
        if names.count > promptScreens {
            names = [names[0], "..."] + names.suffix(promptScreens - 2)
        }
        let tab = session.stack.selectedTab.map { "\($0): " } ?? ""
        return tab + names.joined(separator: " > ") + "> "
    }

    /// Shows the screen, then runs until `read` returns ``LineEditor/Input/end`` or the
    /// user types `quit`. `read` gets the prompt to show; after ``LineEditor/Input/clearScreen``
    /// the screen is written again and `read` called again.
    /// - Returns: `true` when every command was understood, carried out, and every
    ///   expectation held.
    ///
    /// A navigation that waits (a screen that loads, a condition checked asynchronously)
    /// is waited for in real time before the next line is read: `waiting` shows a
    /// spinner and lets Ctrl-C cancel it (``NavigationSession/RealTimeWaiting``).
    package func run(
        read: (String) -> LineEditor.Input, write: (CommandLoop.Output) -> Void,
        waiting: NavigationSession.RealTimeWaiting = NavigationSession.RealTimeWaiting()
    ) async -> Bool {
        let step = CommandStep(
            session: session, source: source, maxLineBytes: maxLineBytes, showsPositions: false, asksQuestions: true,
            waiting: waiting)
        var allWell = true
        var lineNumber = 0
        write(.text(session.screenText))
        while true {
            let line: String
            switch read(Self.prompt(for: session)) {
            case .end:
                return allWell
            case .clearScreen:
                write(.text(session.screenText))
                continue
            case .line(let text):
                line = text
            }
            lineNumber += 1
            var outcome = await step.run(line, lineNumber: lineNumber, write: write)
            // A screen that asked before refusing to be left is answered here: yes carries
            // the refused command out again with that answer; anything else keeps the screen.
            while case .asked(let question) = outcome {
                guard case .line(let answer) = read("\(question) (yes/no) ") else { return allWell }
                guard Self.isYes(answer) else {
                    write(.text("(the screen stays)"))
                    outcome = .done
                    break
                }
                _ = session.perform(.answer(true))
                outcome = await step.run(line, lineNumber: lineNumber, write: write)
            }
            switch outcome {
            case .done, .asked: continue
            case .problem: allWell = false
            case .quit: return allWell
            }
        }
    }

    /// Whether `answer` says yes (`y` or `yes`, any case, blanks around ignored; `y e s`
    /// is not yes).
    private static func isYes(_ answer: String) -> Bool {
        let word = answer.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed()
        let lowered = String(word).lowercased()
        return lowered == "y" || lowered == "yes"
    }
}
