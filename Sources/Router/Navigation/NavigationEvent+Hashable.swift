import RouterText

/// Events are equal when they are the same kind of event with the same names, every name
/// (screens, tabs, links, guard conditions, returned values, veto reasons) compared by its
/// Unicode scalars (`ExactText`), the rule every name in this library follows:
/// `Café: push Menu` in a tab named with a precomposed `é` is not the same event in a tab
/// named with `e` + a combining accent, although Swift's `String` `==` takes the two names
/// for equal.
extension NavigationEvent: Hashable {
    /// Whether both are the same kind of event with the same names, compared by scalars.
    public static func == (lhs: NavigationEvent, rhs: NavigationEvent) -> Bool {
        switch (lhs, rhs) {
        case (.refused(let lOperation, let lRefusal), .refused(let rOperation, let rRefusal)):
            return lOperation == rOperation && lRefusal == rRefusal
        case (.go(let l), .go(let r)):
            return l.elementsEqual(r) { $0.isScalarEqual(to: $1) }
        case (.inTab(let lTab, let lEvent), .inTab(let rTab, let rEvent)):
            return lTab.isScalarEqual(to: rTab) && lEvent == rEvent
        case (.returned(let lEvent, let lValue), .returned(let rEvent, let rValue)):
            return lValue.isScalarEqual(to: rValue) && lEvent == rEvent
        case (.leave(let lNote, let lScreen), .leave(let rNote, let rScreen)):
            return lNote == rNote && lScreen.isScalarEqual(to: rScreen)
        case (.loading(let lNote, let lScreen), .loading(let rNote, let rScreen)):
            return lNote == rNote && lScreen.isScalarEqual(to: rScreen)
        default:
            guard let l = lhs.named, let r = rhs.named else { return false }
            return l.kind == r.kind && l.name.isScalarEqual(to: r.name)
        }
    }

    /// Hashes the kind of event and its names' scalars, so equal events hash equally.
    public func hash(into hasher: inout Hasher) {
        switch self {
        case .refused(let operation, let refusal):
            hasher.combine(Self.kindCount)
            hasher.combine(operation)
            hasher.combine(refusal)
        case .go(let names):
            hasher.combine(Self.kindCount + 1)
            hasher.combine(names.count)
            for name in names { hasher.combine(ExactText(name)) }
        case .inTab(let tab, let event):
            hasher.combine(Self.kindCount + 2)
            hasher.combine(ExactText(tab))
            event.hash(into: &hasher)
        case .returned(let event, let value):
            hasher.combine(Self.kindCount + 3)
            hasher.combine(ExactText(value))
            event.hash(into: &hasher)
        case .leave(let note, let screen):
            hasher.combine(Self.kindCount + 4)
            hasher.combine(note)
            hasher.combine(ExactText(screen))
        case .loading(let note, let screen):
            hasher.combine(Self.kindCount + 5)
            hasher.combine(note)
            hasher.combine(ExactText(screen))
        case .push, .present, .pop, .popToRoot, .dismiss, .link, .canonicalLink, .redirect, .tab, .veto:
            if let named {
                hasher.combine(named.kind)
                hasher.combine(ExactText(named.name))
            }
        }
    }

    /// How many kinds ``named`` tells apart.
    private static let kindCount = 10

    /// The kind (below ``kindCount``) and the one name of an event that holds nothing but a
    /// name; `nil` for the others.
    private var named: (kind: Int, name: String)? {
        switch self {
        case .push(let name): (0, name)
        case .present(let name): (1, name)
        case .pop(let name): (2, name)
        case .popToRoot(let name): (3, name)
        case .dismiss(let name): (4, name)
        case .link(let link): (5, link)
        case .redirect(let condition): (6, condition)
        case .tab(let name): (7, name)
        case .veto(let reason): (8, reason)
        case .canonicalLink(let link): (9, link)
        case .refused, .go, .inTab, .returned, .leave, .loading: nil
        }
    }
}
