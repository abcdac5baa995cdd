/// What routing a payload did.
public enum RouteOutcome: Hashable, Sendable {
    /// The named screen was pushed.
    case pushed(String)
    /// The named screen was presented modally.
    case presented(String)
    /// The whole stack was replaced (``NavigationRouter/go(to:)``, or a link built from the
    /// root): the tab it was built in (`nil` without tabs) and the new stack, root first.
    case went(tab: String?, stack: [String])
    /// A guard's condition did not hold: its screen (named) was shown instead, and the
    /// destination waits until the condition holds.
    case redirected(guardName: String, screen: String)
    /// Nothing was shown, for this reason.
    case ignored(IgnoreReason)
    /// A link was rejected, for this reason: nothing was shown.
    case rejected(LinkFailure)

    /// The name of the screen shown, or `nil` when the payload was ignored.
    public var screen: String? {
        switch self {
        case .pushed(let name), .presented(let name), .redirected(_, let name): name
        case .went(_, let stack): stack.last
        case .ignored, .rejected: nil
        }
    }
}

extension RouteOutcome: CustomStringConvertible {
    /// `push PizzaDetail`, `present About`, `go Home > Menu` (`Menu: go Menu > PizzaDetail` in
    /// a tab), `redirect signedIn to SignIn`, or `ignored (the payload is nil)`.
    public var description: String {
        switch self {
        case .pushed(let name): "push \(name)"
        case .presented(let name): "present \(name)"
        case .went(let tab, let stack): (tab.map { "\($0): " } ?? "") + "go \(stack.joined(separator: " > "))"
        case .redirected(let guardName, let screen): "redirect \(guardName) to \(screen)"
        case .ignored(let reason): "ignored (\(reason))"
        case .rejected(let failure): "rejected (\(failure))"
        }
    }
}
