import Router

/// A saved-stack file as read, before any of it is trusted: the shape only. ``StackRestorer``
/// checks each entry against the app (its screens, its routing, its validators and guards).
///
/// Version 1 holds one stack (`stack`); version 2 holds an app with tabs: every tab's stack
/// (`tabs`, each with `name` and `stack`) and the selected tab (`selectedTab`). A stack whose
/// guard held a destination back has `pending` beside it. Version 3, written since payload
/// types have schema versions, holds either shape (`stack` or `tabs`, never both) and
/// `schemas`: the schema version of each payload type it names (a type not listed, and every
/// type of a version-1 or version-2 file, is at version 1).
///
/// Keys the format does not define (an old file's `requires`, say) are ignored: what a
/// screen requires never comes from the file.
///
/// The one model of the format: ``StackRestorer`` writes a file by encoding one (always the
/// current version) and reads one by decoding it.
struct SavedStack: Codable {
    /// The newest version this package reads, and the one it writes.
    static let currentVersion = 3

    /// Thrown while decoding when `version` is not 1, 2 or 3, before the rest is read, so
    /// a file of another version is refused by its number rather than by its shape.
    struct UnsupportedVersion: Error {
        let version: Int
    }

    struct Entry: Codable {
        let screen: String
        let presentation: Presentation
        let payloadType: String?
        let payload: JSONValue?
        /// The screen's ``StatefulScreen/savedState``, when it keeps one.
        let state: [String: String]?
        /// Whether the screen below waits for this screen's result.
        let awaited: Bool?
    }

    /// What a guard held back: the destinations waiting (`stack`), the guard (`guard`), and
    /// where its screen stands (`depth`: the entries below it, the root counted).
    struct Held: Codable {
        let guardName: String
        let depth: Int
        let stack: [Entry]

        private enum CodingKeys: String, CodingKey {
            case guardName = "guard"
            case depth, stack
        }

        init(guardName: String, depth: Int, stack: [Entry]) {
            self.guardName = guardName
            self.depth = depth
            self.stack = stack
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            guardName = try container.decode(String.self, forKey: .guardName)
            depth = try SavedStack.wholeNumber(in: container, forKey: .depth)
            stack = try container.decode([Entry].self, forKey: .stack)
        }
    }

    /// One tab of a file with tabs.
    struct Tab: Codable {
        let name: String
        let stack: [Entry]
        let pending: Held?
    }

    /// What the file holds.
    enum Content {
        /// Version 1: the one stack above its root, and what a guard held back.
        case stack([Entry], pending: Held?)
        /// Version 2: every tab's stack above its root, and the selected tab.
        case tabs([Tab], selected: String)
    }

    let version: Int
    let content: Content
    /// The schema version of each payload type the file names, by the name it saves.
    let schemas: [String: Int]

    /// Every entry of the file, in every tab.
    var entryCount: Int {
        switch content {
        case .stack(let entries, let pending): entries.count + (pending?.stack.count ?? 0)
        case .tabs(let tabs, _): tabs.reduce(0) { $0 + $1.stack.count + ($1.pending?.stack.count ?? 0) }
        }
    }

    /// The keys of a file's top level; a tab and a held-back list name their own lists with
    /// the same words (`stack`, `pending`). ``SavedStackSize`` counts by these keys too.
    enum CodingKeys: String, CodingKey {
        case version, stack, tabs, selectedTab, pending, schemas
    }

    /// A file of the current version holding `content`, with the schema version of each
    /// payload type it names.
    init(content: Content, schemas: [String: Int]) {
        self.version = Self.currentVersion
        self.content = content
        self.schemas = schemas
    }

    /// Writes the file's keys: `version`, `schemas` (from version 3), and `stack` with
    /// `pending` when a guard held something back, or `tabs` with `selectedTab`.
    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(version, forKey: .version)
        if version >= 3 { try container.encode(schemas, forKey: .schemas) }
        switch content {
        case .stack(let entries, let pending):
            try container.encode(entries, forKey: .stack)
            try container.encodeIfPresent(pending, forKey: .pending)
        case .tabs(let tabs, let selected):
            try container.encode(tabs, forKey: .tabs)
            try container.encode(selected, forKey: .selectedTab)
        }
    }

    /// Every entry of the file, in every stack, tab and held-back list.
    var allEntries: [Entry] {
        switch content {
        case .stack(let entries, let pending): entries + (pending?.stack ?? [])
        case .tabs(let tabs, _): tabs.flatMap { $0.stack + ($0.pending?.stack ?? []) }
        }
    }

    /// Thrown while decoding a version-3 file that holds both `stack` and `tabs`, or neither.
    struct AmbiguousShape: Error {}

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        version = try Self.wholeNumber(in: container, forKey: .version)
        let hasTabs: Bool
        switch version {
        case 1: hasTabs = false
        case 2: hasTabs = true
        case 3:
            hasTabs = container.contains(.tabs)
            guard hasTabs != container.contains(.stack) else { throw AmbiguousShape() }
        default:
            throw UnsupportedVersion(version: version)
        }
        schemas = version >= 3 ? try Self.schemas(in: container) : [:]
        if hasTabs {
            let tabs = try container.decode([Tab].self, forKey: .tabs)
            content = .tabs(tabs, selected: try container.decode(String.self, forKey: .selectedTab))
        } else {
            content = .stack(
                try container.decode([Entry].self, forKey: .stack),
                pending: try container.decodeIfPresent(Held.self, forKey: .pending))
        }
    }

    /// `schemas`, when the file has it: each value a whole number that fits an `Int`.
    private static func schemas(in container: KeyedDecodingContainer<CodingKeys>) throws -> [String: Int] {
        guard container.contains(.schemas) else { return [:] }
        let versions = try container.nestedContainer(keyedBy: AnyKey.self, forKey: .schemas)
        var schemas: [String: Int] = [:]
        for key in versions.allKeys { schemas[key.stringValue] = try wholeNumber(in: versions, forKey: key) }
        return schemas
    }

    /// The whole number at `key`, read as any JSON value first: the JSON decoder refuses a
    /// fraction or a number beyond `Int` read as an `Int` with an error that names no key,
    /// and this one names it (a type mismatch at `key`).
    static func wholeNumber<Key: CodingKey>(in container: KeyedDecodingContainer<Key>, forKey key: Key) throws -> Int {
        guard case .integer(let number) = try container.decode(JSONValue.self, forKey: key) else {
            throw DecodingError.typeMismatch(
                Int.self,
                .init(codingPath: container.codingPath + [key], debugDescription: "expected a whole number"))
        }
        return number
    }

    /// Any key of an object: the payload type names of `schemas`.
    private struct AnyKey: CodingKey {
        let stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }
}
