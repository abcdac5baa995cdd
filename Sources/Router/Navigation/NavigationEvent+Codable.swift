import RouterText

/// Events encode as small JSON objects: `{"event":"push","screen":"Menu"}`,
/// `{"event":"pop","refused":"root-only"}` for a refusal, for the notes
/// `{"event":"link","link":"giuseppe://menu"}`, `{"event":"canonical","link":"giuseppe://menu"}`
/// and `{"event":"redirect","guard":"signedIn"}`,
/// `{"event":"go","stack":["Home","Menu"]}` for a replaced stack and
/// `{"event":"tab","tab":"Menu"}` for a tab selection. An event that happened in a tab
/// adds the tab's name: `{"event":"push","screen":"Menu","tab":"Menu"}`. A pop or dismiss
/// that returned a value adds it: `{"event":"pop","screen":"SizePicker","result":"Large"}`;
/// the notes of leaving and vetoes are `{"event":"leave","leave":"refused","screen":"OrderForm"}`
/// and `{"event":"veto","reason":"closed"}`; a queue's loading notes are
/// `{"event":"loading","loading":"started","screen":"PizzaDetail"}`.
extension NavigationEvent: Codable {
    private enum CodingKeys: String, CodingKey {
        case event, screen, refused, link, stack, tab, result, leave, reason, loading
        case condition = "guard"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let kind = try container.decode(String.self, forKey: .event)
        var event = try Self.decodeEvent(kind, from: container)
        if let result = try container.decodeIfPresent(String.self, forKey: .result) {
            event = .returned(event, result)
        }
        if kind != "tab", let tab = try container.decodeIfPresent(String.self, forKey: .tab) {
            event = .inTab(tab, event)
        }
        self = event
    }

    private static func decodeEvent(
        _ kind: String, from container: KeyedDecodingContainer<CodingKeys>
    ) throws -> NavigationEvent {
        switch kind {
        case "link": return .link(try container.decode(String.self, forKey: .link))
        case "canonical": return .canonicalLink(try container.decode(String.self, forKey: .link))
        case "redirect": return .redirect(try container.decode(String.self, forKey: .condition))
        case "veto": return .veto(try container.decode(String.self, forKey: .reason))
        case "leave":
            return .leave(
                try container.decode(LeaveNote.self, forKey: .leave), try container.decode(String.self, forKey: .screen))
        case "loading":
            return .loading(
                try container.decode(LoadingNote.self, forKey: .loading),
                try container.decode(String.self, forKey: .screen))
        default: break
        }
        guard let operation = Operation(rawValue: kind) else {
            throw DecodingError.dataCorruptedError(
                forKey: .event, in: container, debugDescription: "unknown event \(QuotedText.quoted(kind))")
        }
        if let refusal = try container.decodeIfPresent(Refusal.self, forKey: .refused) {
            return .refused(operation, refusal)
        }
        let screen = { try container.decode(String.self, forKey: .screen) }
        switch operation {
        case .push: return .push(try screen())
        case .present: return .present(try screen())
        case .pop: return .pop(try screen())
        case .popToRoot: return .popToRoot(try screen())
        case .dismiss: return .dismiss(try screen())
        case .go: return .go(try container.decode([String].self, forKey: .stack))
        case .tab: return .tab(try container.decode(String.self, forKey: .tab))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try encode(into: &container)
    }

    private func encode(into container: inout KeyedEncodingContainer<CodingKeys>) throws {
        switch self {
        case .link(let link):
            try container.encode("link", forKey: .event)
            try container.encode(link, forKey: .link)
        case .canonicalLink(let link):
            try container.encode("canonical", forKey: .event)
            try container.encode(link, forKey: .link)
        case .redirect(let condition):
            try container.encode("redirect", forKey: .event)
            try container.encode(condition, forKey: .condition)
        case .refused(let operation, let refusal):
            try container.encode(operation, forKey: .event)
            try container.encode(refusal, forKey: .refused)
        case .go(let names):
            try container.encode(Operation.go, forKey: .event)
            try container.encode(names, forKey: .stack)
        case .tab(let name):
            try container.encode(Operation.tab, forKey: .event)
            try container.encode(name, forKey: .tab)
        case .inTab(let tab, let event):
            try event.withoutTab.encode(into: &container)
            try container.encode(tab, forKey: .tab)
        case .returned(let event, let value):
            try event.encode(into: &container)
            try container.encode(value, forKey: .result)
        case .leave(let note, let screen):
            try container.encode("leave", forKey: .event)
            try container.encode(note, forKey: .leave)
            try container.encode(screen, forKey: .screen)
        case .veto(let reason):
            try container.encode("veto", forKey: .event)
            try container.encode(reason, forKey: .reason)
        case .loading(let note, let screen):
            try container.encode("loading", forKey: .event)
            try container.encode(note, forKey: .loading)
            try container.encode(screen, forKey: .screen)
        case .push, .present, .pop, .popToRoot, .dismiss:
            try container.encodeIfPresent(operation, forKey: .event)
            try container.encodeIfPresent(screen, forKey: .screen)
        }
    }
}
