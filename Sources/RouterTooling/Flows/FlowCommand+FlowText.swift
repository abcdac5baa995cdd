extension FlowCommand {
    /// The command as one line of a flow file that ``FlowParser`` reads back as this very
    /// command: names, titles, links and paths are written in double quotes (with `\"` and
    /// `\\` escaped) whenever they would otherwise read differently, e.g. a title holding a
    /// space or a quote, a name holding `:` or `>`, a word starting with `#`, an empty name.
    /// Unlike ``description``, which is for messages, this is for writing flows.
    ///
    /// `nil` when the command cannot be written on one line that reads back the same: any
    /// text holding a line break (a line feed or a carriage return), an `expect stack` or
    /// `expect pending` naming an empty screen (or, for `expect stack TAB: …`, an empty
    /// tab), a `wait` that ``FlowDuration`` does not spell exactly (finer than a
    /// millisecond, or longer than ``FlowDuration/longest``), and `expect log`, whose lines
    /// follow it.
    public var flowText: String? {
        spelled(with: FlowTextWord(readable: false))
    }

    /// The command as it is written, in messages (``description``): as ``flowText`` spells
    /// it, and spelled all the same where a flow line could not hold it (a title with a line
    /// break is quoted, which messages then escape; `expect log`; a `wait` finer than a
    /// millisecond, rounded).
    var readableText: String {
        spelled(with: FlowTextWord(readable: true)) ?? "?"
    }

    /// The one spelling of every command, with `word` deciding how a word that a flow line
    /// cannot hold is written (`nil`, or readably).
    private func spelled(with word: FlowTextWord) -> String? {
        switch self {
        case .tap(.number(let number)): return number >= 1 || word.readable ? "tap \(number)" : nil
        case .tap(.title(let title)): return word.quoted(title).map { "tap \($0)" }
        case .back: return "back"
        case .home: return "home"
        case .stack: return "stack"
        case .link: return "link"
        case .log: return "log"
        case .help: return "help"
        case .quit: return "quit"
        case .open(let link):
            return word.argument(link, reserved: [FlowCommand.inAppWord]).map { "open \($0)" }
        case .openInApp(let link): return word.argument(link).map { "open \(FlowCommand.inAppWord) \($0)" }
        case .go(let links):
            let words = links.map { word.argument($0, reserved: [">"]) }
            guard !words.contains(nil) else { return nil }
            return links.isEmpty ? "go" : "go " + words.compactMap { $0 }.joined(separator: " > ")
        case .tab(let name): return word.argument(name).map { "tab \($0)" }
        case .signIn(let name): return word.argument(name).map { "sign-in \($0)" }
        case .signOut: return "sign-out"
        case .cancel: return "cancel"
        case .answer(let yes): return yes ? "answer yes" : "answer no"
        case .save(let path): return word.argument(path).map { "save \($0)" }
        case .restore(let path):
            return word.argument(path, reserved: [FlowCommand.dryRunOption]).map { "restore \($0)" }
        case .restoreDryRun(let path):
            return word.argument(path).map { "restore \(FlowCommand.dryRunOption) \($0)" }
        case .wait(let duration):
            let text = FlowDuration.text(of: duration)
            return FlowDuration.parse(text) == duration || word.readable ? "wait \(text)" : nil
        case .expect(.top(let name)): return word.argument(name).map { "expect top \($0)" }
        case .expect(.stack(let names)): return word.names(names).map { "expect stack \($0)" }
        case .expect(.tabStack(let tab, let names)):
            guard let tab = word.name(tab), let names = word.names(names) else { return nil }
            return "expect stack \(tab): \(names)"
        case .expect(.tab(let name)): return word.argument(name).map { "expect tab \($0)" }
        case .expect(.pending(let names)):
            guard !names.isEmpty else { return "expect pending none" }
            return word.names(names).map { "expect pending \($0)" }
        case .expect(.ignored): return "expect ignored"
        case .expect(.rejected): return "expect rejected"
        case .expect(.blocked): return "expect blocked"
        case .expect(.result(let value)): return word.argument(value).map { "expect result \($0)" }
        case .expect(.log): return word.readable ? "expect log" : nil
        case .expect(.loading(let name)): return word.argument(name).map { "expect loading \($0)" }
        case .expect(.idle): return "expect idle"
        case .expect(.link(let link)): return word.argument(link).map { "expect link \($0)" }
        }
    }
}

/// How a word is written in a flow file so that it reads back as it is; or, when
/// `readable`, in a message, where a word no flow line can hold (one with a line break, an
/// empty name) is written all the same, quoted.
private struct FlowTextWord {
    /// Whether every word is written, even one no flow line can hold.
    let readable: Bool

    /// `text` in double quotes, `"` and `\` escaped; `nil` when it holds a line break, which
    /// no flow line can hold (unless `readable`).
    func quoted(_ text: String) -> String? {
        guard readable || !Self.holdsLineBreak(text) else { return nil }
        var out = "\""
        for scalar in text.unicodeScalars {
            if scalar == "\"" || scalar == "\\" { out.unicodeScalars.append("\\") }
            out.unicodeScalars.append(scalar)
        }
        return out + "\""
    }

    /// Whether `text` holds a line feed or a carriage return, which end a flow line.
    static func holdsLineBreak(_ text: String) -> Bool {
        text.unicodeScalars.contains { $0 == "\n" || $0 == "\r" }
    }

    /// The one argument of a command (a link, a tab, a user, a path, a screen): as it is
    /// when it reads back as one word, else quoted. `reserved` words read as something
    /// else when bare (`in-app` after `open`, `>` in `go`), so they are quoted.
    func argument(_ text: String, reserved: Set<String> = []) -> String? {
        guard readable || !Self.holdsLineBreak(text) else { return nil }
        let bare =
            !Self.holdsLineBreak(text) && !text.isEmpty && !reserved.contains(text) && text.unicodeScalars.first != "#"
            && !text.unicodeScalars.contains { $0 == " " || $0 == "\t" || $0 == "\"" }
        return bare ? text : quoted(text)
    }

    /// A screen or tab name in `expect stack` or `expect pending`, where `>` separates
    /// names and `:` ends a tab's: quoted when it holds either; `nil` when it is empty.
    func name(_ text: String) -> String? {
        guard readable || !text.isEmpty else { return nil }
        return text.unicodeScalars.contains { $0 == ">" || $0 == ":" } ? quoted(text) : argument(text)
    }

    /// The names `A > B > C`; `nil` when one cannot be written.
    func names(_ names: [String]) -> String? {
        let words = names.map(name)
        guard readable || !words.isEmpty, !words.contains(nil) else { return nil }
        return words.compactMap { $0 }.joined(separator: " > ")
    }
}
