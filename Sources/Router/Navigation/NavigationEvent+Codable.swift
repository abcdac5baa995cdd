/// Events encode as small JSON objects: `{"event":"push","screen":"Menu"}`,
/// `{"event":"pop","refused":"root-only"}` for a refusal, and for the notes
/// `{"event":"link","link":"giuseppe://menu"}` and `{"event":"redirect","guard":"signedIn"}`.
extension NavigationEvent: Codable {
    private enum CodingKeys: String, CodingKey {
        case event, screen, refused, link
        case condition = "guard"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let kind = try container.decode(String.self, forKey: .event)
        switch kind {
        case "link":
            self = .link(try container.decode(String.self, forKey: .link))
            return
        case "redirect":
            self = .redirect(try container.decode(String.self, forKey: .condition))
            return
        default:
            break
        }
        guard let operation = Operation(rawValue: kind) else {
            throw DecodingError.dataCorruptedError(
                forKey: .event, in: container, debugDescription: "unknown event '\(kind)'")
        }
        if let refusal = try container.decodeIfPresent(Refusal.self, forKey: .refused) {
            self = .refused(operation, refusal)
            return
        }
        let screen = try container.decode(String.self, forKey: .screen)
        switch operation {
        case .push: self = .push(screen)
        case .present: self = .present(screen)
        case .pop: self = .pop(screen)
        case .popToRoot: self = .popToRoot(screen)
        case .dismiss: self = .dismiss(screen)
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .link(let link):
            try container.encode("link", forKey: .event)
            try container.encode(link, forKey: .link)
        case .redirect(let condition):
            try container.encode("redirect", forKey: .event)
            try container.encode(condition, forKey: .condition)
        case .refused(let operation, let refusal):
            try container.encode(operation, forKey: .event)
            try container.encode(refusal, forKey: .refused)
        case .push, .present, .pop, .popToRoot, .dismiss:
            try container.encodeIfPresent(operation, forKey: .event)
            try container.encodeIfPresent(screen, forKey: .screen)
        }
    }
}
