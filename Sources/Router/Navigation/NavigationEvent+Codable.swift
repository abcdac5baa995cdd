/// Events encode as small JSON objects: `{"event":"push","screen":"Menu"}`, or
/// `{"event":"pop","refused":"root-only"}` for a refusal.
extension NavigationEvent: Codable {
    private enum CodingKeys: String, CodingKey {
        case event, screen, refused
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let operation = try container.decode(Operation.self, forKey: .event)
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
        try container.encode(operation, forKey: .event)
        switch self {
        case .refused(_, let refusal):
            try container.encode(refusal, forKey: .refused)
        default:
            try container.encodeIfPresent(screen, forKey: .screen)
        }
    }
}
