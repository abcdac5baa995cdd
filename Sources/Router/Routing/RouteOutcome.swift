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
    /// An observer stopped the navigation, for this reason: nothing changed.
    case vetoed(String)
    /// The named screen refused to be left (``LeaveGuardedScreen``): nothing changed.
    case leaveRefused(String)
    /// The top screen closed handing a value back (``ReturnValue``): the event, e.g.
    /// `pop SizePicker -> Large`.
    case returned(NavigationEvent)
    /// A ``ConditionAction`` changed the app's state and no held destination resumed.
    case conditionsChanged

    /// The name of the screen shown, or `nil` when the payload was ignored.
    public var screen: String? {
        switch self {
        case .pushed(let name), .presented(let name), .redirected(_, let name): name
        case .went(_, let stack): stack.last
        case .returned(let event): event.screen
        case .ignored, .rejected, .vetoed, .leaveRefused, .conditionsChanged: nil
        }
    }

    /// Whether the request was refused and nothing changed: ignored, rejected, vetoed, or
    /// refused by the screen to be left. The one rule for telling a refusal from a
    /// navigation carried out (a queued request's ``QueuedOutcome``, a restore, the `open`
    /// command all ask it).
    public var isRefusal: Bool {
        switch self {
        case .ignored, .rejected, .vetoed, .leaveRefused: true
        case .pushed, .presented, .went, .redirected, .returned, .conditionsChanged: false
        }
    }
}

extension RouteOutcome {
    /// What going back did, from its event (`nil` when the stack is gone): the event itself
    /// (`pop SizePicker -> Large`), or why nothing changed.
    package init(goingBack event: NavigationEvent?) {
        guard let event else {
            self = .ignored(.navigatorGone)
            return
        }
        switch event.withoutTab {
        case .leave(.refused, let screen): self = .leaveRefused(screen)
        case .veto(let reason): self = .vetoed(reason)
        case .refused(_, let refusal): self = .ignored(.notReturned(refusal))
        default: self = .returned(event)
        }
    }
}

extension RouteOutcome: CustomStringConvertible {
    /// `push PizzaDetail`, `present About`, `go Home > Menu` (`Menu: go Menu > PizzaDetail` in
    /// a tab), `redirect signedIn to SignIn`, `ignored (the payload is nil)`, `veto REASON`,
    /// `leave refused OrderForm`, `pop SizePicker -> Large` or `conditions changed`.
    public var description: String {
        switch self {
        case .pushed(let name): "push \(name)"
        case .presented(let name): "present \(name)"
        case .went(let tab, let stack): (tab.map { "\($0): " } ?? "") + "go \(stack.joined(separator: " > "))"
        case .redirected(let guardName, let screen): "redirect \(guardName) to \(screen)"
        case .ignored(let reason): "ignored (\(reason))"
        case .rejected(let failure): "rejected (\(failure))"
        case .vetoed(let reason): "veto \(reason)"
        case .leaveRefused(let screen): "leave refused \(screen)"
        case .returned(let event): event.description
        case .conditionsChanged: "conditions changed"
        }
    }
}
