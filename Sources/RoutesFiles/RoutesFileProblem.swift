import Router
import RouterText
import RouterYAML

/// One thing wrong in a routes file, at a line and column.
public struct RoutesFileProblem: Equatable, Sendable {
    /// The 1-based line.
    public let line: Int
    /// The 1-based column, counted in Unicode scalars.
    public let column: Int
    /// What is wrong.
    public let kind: Kind

    /// Creates a problem.
    public init(line: Int, column: Int, kind: Kind) {
        self.line = line
        self.column = column
        self.kind = kind
    }

    /// A position in the file: 1-based line and column (in Unicode scalars).
    public struct Position: Equatable, Sendable {
        /// The 1-based line.
        public let line: Int
        /// The 1-based column, counted in Unicode scalars.
        public let column: Int

        /// Creates a position.
        public init(line: Int, column: Int) {
            self.line = line
            self.column = column
        }
    }

    /// A link named in a problem: a file link by its position, a plugin's link by its plugin.
    public struct LinkSite: Equatable, Sendable {
        /// The link pattern.
        public let pattern: String
        /// Where the link is in the file, or `nil` for a plugin's link.
        public let position: Position?
        /// The plugin that registered the link, or `nil` for a file link.
        public let plugin: String?

        /// Creates a link site.
        public init(pattern: String, position: Position?, plugin: String?) {
            self.pattern = pattern
            self.position = position
            self.plugin = plugin
        }
    }

    /// The kinds of problem a routes file can have.
    public enum Kind: Equatable, Sendable {
        /// The text is not YAML the subset parser accepts; the message says why (for a
        /// feature outside the subset, it names the feature).
        case syntax(String)
        /// The file holds no document.
        case emptyFile
        /// A value of the wrong kind: `expected` and `found` read like `a mapping`.
        case wrongKind(expected: String, found: String)
        /// A key the schema does not have here; `suggestion` is a close one.
        case unknownKey(String, suggestion: String?, allowed: [String])
        /// A required key is missing from the mapping at this position.
        case missingKey(String, context: String)
        /// A route without `push:` or `present:`.
        case missingDestination
        /// Two keys that exclude each other, such as `push` and `present`.
        case conflictingKeys(String, String)
        /// A `version` this router does not read.
        case unsupportedVersion(String)
        /// A payload type no plugin registered.
        case unknownPayload(String, suggestion: String?)
        /// A screen no plugin registered.
        case unknownScreen(String, suggestion: String?)
        /// A guard no plugin registered.
        case unknownGuard(String, suggestion: String?, known: [String])
        /// A field the payload type does not have.
        case unknownField(String, payload: String, suggestion: String?, fields: [String])
        /// A value outside the field's known values.
        case unknownFieldValue(String, field: String, suggestion: String?, known: [String])
        /// A screen that cannot show the route's payload type.
        case screenDoesNotShowPayload(screen: String, payload: String, shows: [String])
        /// A route with the same payload and conditions as the route at `line`:`column`.
        case duplicateRoute(line: Int, column: Int)
        /// A route that can never match: the route at `line`:`column` comes first and
        /// catches every payload this one would.
        case unreachableRoute(line: Int, column: Int)
        /// A route that can never match: the earlier routes at `positions` together catch
        /// every payload it would (each catches some of them; for a field with known values,
        /// one route per value, say).
        case unreachableRouteCaughtTogether(positions: [Position])
        /// A name (`expected` reads like `a screen name`) holding a control character
        /// (U+0000–U+001F, U+007F–U+009F), given by its code point.
        case controlCharacter(expected: String, codePoint: UInt32)
        /// A link pattern that does not parse; the message says why.
        case invalidLinkPattern(String)
        /// A payload type that links cannot lead to: no link decoder is registered for it.
        case payloadNotLinkable(String)
        /// The payload type's decoder reads a parameter the link does not provide.
        case missingLinkParameter(String, payload: String)
        /// A `with:` value for a name the pattern already captures.
        case parameterCapturedAndFixed(String)
        /// A link pattern as specific as the one at `line`:`column`, matching the same links.
        case ambiguousLink(line: Int, column: Int)
        /// A link pattern as specific as one a plugin registered in code (`pattern`), matching
        /// the same links.
        case linkTakenByPlugin(String, plugin: String)
        /// A `parent:` that is not a valid link template; the message says why.
        case invalidParentLink(String)
        /// A link whose parent (given at `at`), each parameter filled, matches no link pattern;
        /// with `opening`, only when the link is opened with the literal values that link
        /// shows (its other parameters left as `:name`).
        case unknownParentLink(String, at: Position, opening: String? = nil)
        /// A link whose parent (`parent`, given at `at`) uses a parameter the link neither
        /// captures nor gives under `with:`.
        case missingParentParameter(String, parent: String, at: Position)
        /// Following parents from this link comes back to it: the links of the cycle, this
        /// one first. One problem per cycle, at the first of the file's links on it. With
        /// `opening`, only when this link is opened with the literal values that link shows.
        case parentCycle([LinkSite], opening: String? = nil)
        /// This link has more than `LinkTable.maxParents` parents, so it never opens:
        /// `farthest` is its parent just beyond the limit. With `opening`, only when the link
        /// is opened with the literal values that link shows.
        case tooManyParents(farthest: LinkSite, opening: String? = nil)
        /// The link pattern matches links that always need more than `limit` match steps
        /// (`LinkLimits.maxMatchSteps`), so they never open: `example` is one.
        case linkBeyondStepLimit(example: String, limit: Int)
        /// A route for a payload type a plugin's jumper routes in code.
        case payloadRoutedByPlugin(String, plugin: String)
        /// A key whose text repeats the key at `line`:`column` of the same mapping (YAML keeps
        /// `1` and `"1"` apart; the routes file reads keys by their text, so it does not).
        case repeatedKey(String, line: Int, column: Int)
        /// A tab of this name is already declared at the position given.
        case repeatedTab(String, line: Int, column: Int)
        /// The file declares `count` tabs, more than `limit` (``RoutesFile/maxTabs``): at the
        /// first tab beyond the limit.
        case tooManyTabs(count: Int, limit: Int)
        /// The root link of the named tab opens no screen, for the reason given.
        case tabRootOpensNothing(String, reason: String)
        /// The root of the named tab requires the named guard: a tab's root is always shown.
        case guardedTabRoot(String, guardName: String)
        /// A guard the `guards:` section already gives a prerequisite at the position given.
        case repeatedGuardPrerequisite(String, line: Int, column: Int)
        /// A `guards:` entry giving the guard (first) the prerequisite `requires` where the
        /// plugin that registered the guard gives it another one in code (`inCode`): what the
        /// app knows wins over the file.
        case guardPrerequisiteFromPlugin(String, requires: String, inCode: String, plugin: String)
        /// The guard chains go round through this `guards:` entry: the guards in order, from
        /// the entry's guard, each requiring the next and the last the first. `repeatingCode`:
        /// the loop's other entries that only repeat a prerequisite the code already gives,
        /// which are not what closes it.
        case guardLoop([String], repeatingCode: [Position] = [])
        /// The guard chain through this `guards:` entry has more guards than
        /// `GuardChain.maxLength`, so no navigation could follow it: its first guards
        /// in order (one more than the bound).
        case guardChainTooLong([String])
        /// The route shows the named screen requiring conditions none of whose guard chains
        /// includes the others (the screen's own, the route's `requires:`, and for a guard's
        /// screen, what that guard requires first): the app could never show it.
        case conflictingRequirements(screen: String, [String])
    }
}

extension RoutesFileProblem.Kind: CustomStringConvertible {
    /// A link of a message: its pattern, then where the file declares it or which plugin
    /// registered it.
    private static func site(_ link: RoutesFileProblem.LinkSite) -> String {
        if let position = link.position { return "\(QuotedText.quoted(link.pattern)) at \(position.line):\(position.column)" }
        return "\(QuotedText.quoted(link.pattern)) of plugin \(QuotedText.quoted(link.plugin ?? ""))"
    }

    /// The problem as a sentence, e.g. `unknown key 'psuh'; did you mean 'push'?`. A name
    /// from the file or a plugin is quoted as every message quotes (`QuotedText.quoted(_:)`):
    /// its first 64 characters and `…` when longer, with `'`, `\` and every character a
    /// terminal acts on escaped (`\u{85}`), so the sentence never carries a raw control
    /// character, however long or strange the name.
    public var description: String {
        sentence.escapingControlCharacters
    }

    private var sentence: String {
        /// `name` quoted, and the hint: the suggestion quoted, each spelt apart from the other
        /// when they look the same, or else the `others` after `noun`, each bounded.
        func named(_ name: String, _ suggestion: String?, _ others: [String], _ noun: String) -> (String, String) {
            guard let suggestion else {
                let listed = others.isEmpty ? "" : "; \(noun) " + others.map(QuotedText.bounded).joined(separator: ", ")
                return (QuotedText.quoted(name), listed)
            }
            return (
                QuotedText.quoted(name, apartFrom: suggestion),
                "; did you mean \(QuotedText.quoted(suggestion, apartFrom: name))?"
            )
        }
        switch self {
        case .syntax(let message):
            return message
        case .emptyFile:
            return "the routes file is empty; it needs 'version' and 'routes'"
        case .wrongKind(let expected, let found):
            return "expected \(expected), found \(found)"
        case .unknownKey(let key, let suggestion, let allowed):
            let (shown, hinted) = named(key, suggestion, allowed, "expected one of")
            return "unknown key \(shown)" + hinted
        case .missingKey(let key, let context):
            return "\(context) needs the key \(QuotedText.quoted(key))"
        case .missingDestination:
            return "a route needs 'push: SCREEN' or 'present: SCREEN'"
        case .conflictingKeys(let first, let second):
            return "\(QuotedText.quoted(first)) and \(QuotedText.quoted(second)) cannot both be given; keep one"
        case .unsupportedVersion(let version):
            return "unsupported version \(QuotedText.bounded(version)); this router reads version 1"
        case .unknownPayload(let name, let suggestion):
            let (shown, hinted) = named(name, suggestion, [], "")
            return "unknown payload type \(shown)" + hinted
        case .unknownScreen(let name, let suggestion):
            let (shown, hinted) = named(name, suggestion, [], "")
            return "unknown screen \(shown)" + hinted
        case .unknownGuard(let name, let suggestion, let known):
            let (shown, hinted) = named(name, suggestion, known, "registered guards:")
            return "unknown guard \(shown)" + hinted
        case .unknownField(let field, let payload, let suggestion, let fields):
            return "payload type \(QuotedText.quoted(payload)) has no field \(QuotedText.quoted(field))"
                + (suggestion.map { "; did you mean \(QuotedText.quoted($0))?" }
                    ?? (fields.isEmpty
                        ? "; it has no fields" : "; its fields: " + fields.map(QuotedText.bounded).joined(separator: ", ")))
        case .unknownFieldValue(let value, let field, let suggestion, let known):
            let (shown, hinted) = named(value, suggestion, known, "expected one of")
            return "\(shown) is not a value of \(QuotedText.quoted(field))" + hinted
        case .screenDoesNotShowPayload(let screen, let payload, let shows):
            return "screen \(QuotedText.quoted(screen)) does not show \(QuotedText.quoted(payload)) payloads; it shows "
                + shows.map { "\(QuotedText.quoted($0))" }.joined(separator: ", ")
        case .duplicateRoute(let line, let column):
            return "duplicate route: the route at \(line):\(column) has the same payload and conditions"
        case .invalidLinkPattern(let message):
            return "invalid link pattern: \(message)"
        case .payloadNotLinkable(let payload):
            return "links cannot lead to \(QuotedText.quoted(payload)): no link decoder is registered for it"
        case .missingLinkParameter(let name, let payload):
            return
                "\(QuotedText.quoted(payload)) is built from the parameter \(QuotedText.quoted(name)); capture it in the pattern "
                + "(:\(QuotedText.bounded(name))) or give it under 'with'"
        case .parameterCapturedAndFixed(let name):
            return "\(QuotedText.quoted(name)) is both captured by the pattern and given under 'with'; keep one"
        case .ambiguousLink(let line, let column):
            return "this link pattern is as specific as the one at \(line):\(column) and matches the same links"
        case .linkTakenByPlugin(let pattern, let plugin):
            return
                "this link pattern is as specific as \(QuotedText.quoted(pattern)) of plugin \(QuotedText.quoted(plugin)) and matches the same links"
        case .invalidParentLink(let message):
            return "invalid parent link: \(message)"
        case .unknownParentLink(let parent, let at, let opening):
            return "the parent \(QuotedText.quoted(parent)) given at \(at.line):\(at.column) matches no link pattern"
                + (opening.map { " when this link is opened as \(QuotedText.quoted($0))" } ?? "")
        case .missingParentParameter(let name, let parent, let at):
            return
                "the parent \(QuotedText.quoted(parent)) given at \(at.line):\(at.column) uses the parameter \(QuotedText.quoted(name)), "
                + "which this link neither captures nor gives under 'with'"
        case .parentCycle(let links, let opening):
            return "following parents from this link comes back to it"
                + (opening.map { " when it is opened as \(QuotedText.quoted($0))" } ?? "") + ": "
                + links.map(Self.site).joined(separator: ", then ") + ", then " + (links.first.map(Self.site) ?? "")
                + " again"
        case .tooManyParents(let farthest, let opening):
            return "this link has more than \(LinkTable.maxParents) parents"
                + (opening.map { " when it is opened as \(QuotedText.quoted($0))" } ?? "")
                + ", so it never opens: its parent number "
                + "\(LinkTable.maxParents + 1) is " + Self.site(farthest)
        case .linkBeyondStepLimit(let example, let limit):
            return
                "links this pattern matches, such as \(QuotedText.quoted(example)), need more than \(limit) steps to match, "
                + "so they never open"
        case .payloadRoutedByPlugin(let payload, let plugin):
            return
                "\(QuotedText.quoted(payload)) payloads are routed by a jumper of plugin \(QuotedText.quoted(plugin)); a routes file may "
                + "route only payload types no plugin's jumper routes"
        case .repeatedTab(let name, let line, let column):
            return "the tab \(QuotedText.quoted(name)) is already declared at \(line):\(column)"
        case .tooManyTabs(let count, let limit):
            return "the file declares \(count) tabs; a routes file may declare at most \(limit)"
        case .tabRootOpensNothing(let name, let reason):
            return "the root link of the tab \(QuotedText.quoted(name)) opens no screen: \(reason)"
        case .guardedTabRoot(let name, let guardName):
            return
                "the root of the tab \(QuotedText.quoted(name)) requires \(QuotedText.quoted(guardName)); a tab's root is always shown, so it "
                + "may not require a guard"
        case .repeatedGuardPrerequisite(let name, let line, let column):
            return "the guard \(QuotedText.quoted(name)) is already given a prerequisite at \(line):\(column)"
        case .guardPrerequisiteFromPlugin(let name, let requires, let inCode, let plugin):
            return
                "the guard \(QuotedText.quoted(name)) already requires \(QuotedText.quoted(inCode)) in the code of plugin \(QuotedText.quoted(plugin)); "
                + "the file may not make it require \(QuotedText.quoted(requires)) (what the app knows wins over the file)"
        case .guardLoop(let names, let repeatingCode):
            let limit = RoutesFileLoader.longestLoopShown
            var shown = names.map { "\(QuotedText.quoted($0))" }
            if shown.count > limit {
                let hidden = shown.count - (limit - 2)
                shown =
                    Array(shown.prefix(limit / 2)) + ["… (\(hidden) more guards) …"]
                    + Array(shown.suffix(limit / 2 - 2))
            }
            let repeating = repeatingCode.map { "\($0.line):\($0.column)" }
            return "the guards go round: " + (shown + shown.prefix(1)).joined(separator: " requires ")
                + (repeating.isEmpty
                    ? ""
                    : " (the \(repeating.count == 1 ? "entry" : "entries") at "
                        + repeating.joined(separator: ", ") + " only \(repeating.count == 1 ? "repeats" : "repeat") "
                        + "what the code declares)")
        case .guardChainTooLong(let names):
            return
                "the guard chain from \(QuotedText.quoted(names.first ?? "")) is longer than \(GuardChain.maxLength) guards: "
                + names.map { "\(QuotedText.quoted($0))" }.joined(separator: " requires ")
        case .conflictingRequirements(let screen, let names):
            return "the screen \(QuotedText.quoted(screen)) would require "
                + names.map { "\(QuotedText.quoted($0))" }.joined(separator: " and ")
                + ", and no guard chain includes them all; make one guard require the other"
        case .repeatedKey(let key, let line, let column):
            return "the key \(QuotedText.quoted(key)) is already given at \(line):\(column) (keys are read by their text)"
        case .unreachableRoute(let line, let column):
            return "this route can never match: the route at \(line):\(column) comes first and catches every payload it would"
        case .unreachableRouteCaughtTogether(let positions):
            let places = positions.map { "\($0.line):\($0.column)" }
            let list =
                places.count <= 2
                ? places.joined(separator: " and ")
                : places.dropLast().joined(separator: ", ") + " and " + places[places.count - 1]
            return "this route can never match: the routes at \(list) come first and together catch every payload it would"
        case .controlCharacter(let expected, let codePoint):
            let hex = String(codePoint, radix: 16, uppercase: true)
            return "\(expected) may not contain the control character U+"
                + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        }
    }
}
