/// How a request made through a ``NavigationQueue`` ended: exactly one of these, delivered
/// to its caller, for every request.
public enum QueuedOutcome: Hashable, Sendable {
    /// The router carried it out: what it did (a push, a redirect, `go`...).
    case committed(RouteOutcome)
    /// The router refused it (ignored, rejected, vetoed, or a screen refused to be left), or
    /// it was dropped as ``IgnoreReason/busy``: nothing changed.
    case refused(RouteOutcome)
    /// A loader failed: the screen was not shown. The failure screen was shown instead when
    /// one is declared (the screen's own, or the queue's default).
    case failed(LoadFailure)
    /// It was cancelled before it committed, for this reason: nothing of it was committed.
    case cancelled(CancelReason)
    /// A later request replaced it before it committed (``BusyPolicy/replace``): nothing
    /// of it was committed.
    case superseded

    /// Why a queued navigation was cancelled.
    public enum CancelReason: String, Hashable, Sendable, CaseIterable {
        /// ``NavigationQueue/cancel()`` was called (Ctrl-C in a terminal).
        case requested
        /// The task that made the request was cancelled.
        case callerCancelled = "caller cancelled"
        /// The stack changed underneath while it loaded (code changed it directly): what it
        /// was asked for, on the screens then shown, no longer applies.
        case stackChanged = "stack changed"
    }

    /// The outcome of a request the router carried out or refused (`outcome`).
    @usableFromInline
    init(_ outcome: RouteOutcome) {
        self = outcome.isRefusal ? .refused(outcome) : .committed(outcome)
    }
}

extension QueuedOutcome: CustomStringConvertible {
    /// `committed push PizzaDetail`, `refused ignored (...)`, `failed loading PizzaDetail
    /// failed: ...`, `cancelled (requested)` or `superseded`.
    public var description: String {
        switch self {
        case .committed(let outcome): "committed \(outcome)"
        case .refused(let outcome): "refused \(outcome)"
        case .failed(let failure): "failed \(failure)"
        case .cancelled(let reason): "cancelled (\(reason.rawValue))"
        case .superseded: "superseded"
        }
    }
}
