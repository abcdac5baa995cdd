import RouterText
import RoutesFiles

extension FlowParser {
    /// Creates a parser whose messages name `file` and that checks the screens named by
    /// `expect top NAME`, `expect loading NAME` and `expect stack A > B` lines: a name not in `screenNames` is a
    /// problem at its line and column, `unknown screen 'Menuu' in expect (did you mean
    /// 'Menu'?)`, with a close name when there is one. The tab of `expect stack TAB: A > B`
    /// is not a screen and is not checked.
    /// - Parameters:
    ///   - file: The name used in messages.
    ///   - screenNames: Every screen the app can show: those its plugins register
    ///     (`JumperRegistry.screenNames`), its home screen and its tabs' roots.
    ///     Empty names are ignored. Names are compared by their Unicode scalars: `Café`
    ///     with a precomposed `é` does not stand for `Cafe` + a combining accent.
    public init(file: String, screenNames: some Sequence<String>) {
        self.file = file
        self.knownScreens = Set(screenNames.lazy.filter { !$0.isEmpty }.map { ExactText($0) })
    }

    /// The names longer than this get no "did you mean" (measuring how far a huge word is
    /// from every screen name is not worth its time).
    private static var maxSuggestedLength: Int { 64 }

    /// A problem for each screen `command` names that is not one of ``knownScreens``, at its
    /// column among `tokens`; none when the parser takes any name.
    func unknownScreens(in command: FlowCommand, tokens: [LineScanner.Token], line: Int) -> [FlowProblem] {
        guard let known = knownScreens, tokens.count > 2 else { return [] }
        let named: [(name: String, column: Int)]
        switch command {
        case .expect(.top(let name)), .expect(.loading(let name)): named = [(name, tokens[2].column)]
        case .expect(.stack), .expect(.tabStack): named = Self.stackNames(tokens.dropFirst(2))
        default: return []
        }
        let candidates = known.map(\.text).sorted()
        return named.filter { !known.contains(ExactText($0.name)) }.map { name, column in
            FlowProblem(line: line, column: column, kind: .unknownScreen(name, suggestion: suggestion(for: name, in: candidates)))
        }
    }

    private func suggestion(for name: String, in candidates: [String]) -> String? {
        guard name.unicodeScalars.count <= Self.maxSuggestedLength,
            let found = ClosestMatch.find(name, in: candidates)
        else { return nil }
        let distance = ClosestMatch.editDistance(
            Array(name.lowercased().unicodeScalars), Array(found.lowercased().unicodeScalars))
        return distance < name.unicodeScalars.count ? found : nil
    }

    /// The screen names of `[TAB:] A > B > C` with the column each starts at, read from the
    /// tokens as the parser reads them (joined by spaces, split at `>`, trimmed).
    private static func stackNames(_ tokens: ArraySlice<LineScanner.Token>) -> [(name: String, column: Int)] {
        // Each character with its column; a quoted token's text starts after its quote.
        var characters: [(character: Character, column: Int)] = []
        for token in tokens {
            if !characters.isEmpty { characters.append((" ", 0)) }
            var column = token.column + (token.quoted ? 1 : 0)
            for character in token.text {
                characters.append((character, column))
                column += character.unicodeScalars.count
            }
        }
        if let colon = characters.firstIndex(where: { $0.character == ":" }) {
            characters.removeSubrange(...colon)
        }
        return characters.split(omittingEmptySubsequences: false) { $0.character == ">" }
            .compactMap { part in
                let trimmed = part.drop { $0.character == " " }.reversed().drop { $0.character == " " }.reversed()
                guard let first = trimmed.first else { return nil }
                return (String(trimmed.map(\.character)), first.column)
            }
    }
}
