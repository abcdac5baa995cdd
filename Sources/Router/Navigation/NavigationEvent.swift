/// One operation on a ``NavigationStack`` and what it did.
///
/// Each event has a stable one-line text form, its ``description``: `push PizzaDetail`,
/// `present About`, `pop PizzaDetail`, `pop-to-root Home` (naming the root now on top),
/// `dismiss About`, and `pop refused (root only)` for an operation that changed nothing.
/// Two notes explain the events after them: `link giuseppe://menu` (a link was opened) and
/// `redirect signedIn` (a guard did not hold, so its screen is shown instead).
/// These lines are what flow files and tests compare.
public enum NavigationEvent: Hashable, Sendable {
    /// A screen was pushed.
    case push(String)
    /// A screen was presented modally.
    case present(String)
    /// The named screen was popped.
    case pop(String)
    /// Every screen above the root was removed; the associated value names the root.
    case popToRoot(String)
    /// The named modal screen was dismissed.
    case dismiss(String)
    /// The operation changed nothing, for the given reason.
    case refused(Operation, Refusal)
    /// A note: this link was opened; the events after it are what it did.
    case link(String)
    /// A note: the named guard condition did not hold; the next event shows its screen.
    case redirect(String)

    /// The operations a navigation stack performs.
    public enum Operation: String, Sendable, Hashable, Codable, CaseIterable {
        case push
        case present
        case pop
        case popToRoot = "pop-to-root"
        case dismiss
    }

    /// Why an operation changed nothing.
    public enum Refusal: String, Sendable, Hashable, Codable, CaseIterable {
        /// Only the root is on the stack, and the root is never removed.
        case rootOnly = "root-only"
        /// The top screen is modal: it must be dismissed, not popped.
        case modalOnTop = "modal-on-top"
        /// The top screen was pushed, so there is nothing to dismiss.
        case nothingPresented = "nothing-presented"

        /// A few words for the text form, e.g. `root only`.
        public var phrase: String {
            switch self {
            case .rootOnly: "root only"
            case .modalOnTop: "modal on top"
            case .nothingPresented: "nothing presented"
            }
        }
    }

    /// The stack operation this event records, or `nil` for a note.
    public var operation: Operation? {
        switch self {
        case .push: .push
        case .present: .present
        case .pop: .pop
        case .popToRoot: .popToRoot
        case .dismiss: .dismiss
        case .refused(let operation, _): operation
        case .link, .redirect: nil
        }
    }

    /// The screen the event concerns, or `nil` for a refusal or a note.
    public var screen: String? {
        switch self {
        case .push(let name), .present(let name), .pop(let name), .popToRoot(let name),
            .dismiss(let name):
            name
        case .refused, .link, .redirect:
            nil
        }
    }

    /// Whether the event changed the stack (refusals and notes do not).
    public var changedStack: Bool {
        screen != nil
    }
}

extension NavigationEvent: CustomStringConvertible {
    /// The stable one-line text form, e.g. `push PizzaDetail` or `pop refused (root only)`.
    public var description: String {
        switch self {
        case .refused(let operation, let refusal):
            "\(operation.rawValue) refused (\(refusal.phrase))"
        case .link(let link):
            "link \(link)"
        case .redirect(let condition):
            "redirect \(condition)"
        case .push, .present, .pop, .popToRoot, .dismiss:
            "\(operation?.rawValue ?? "") \(screen ?? "")"
        }
    }
}
