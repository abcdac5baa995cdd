/// Watches the router's navigation: asked before each one (and able to stop or redirect
/// it), told of each event after.
///
/// Observers are called on every path the router takes: taps, links (both placements),
/// `go`, back (returning a value included), home, tab selection, resuming a destination a
/// guard held, unwinding after a guard's condition stopped holding, and restoring (which
/// is a `go` per tab). ``didNavigate(_:)`` receives exactly the events the stack logs, in
/// order, line for line (with a ``RecordingNavigationStack``, the after-events equal its
/// log). Navigation done on the stack directly, bypassing the router, is not observed.
///
/// Add observers through ``NavigationRouter/init(registry:navigator:conditions:confirmations:observers:)``
/// or ``NavigationRouter/addObserver(_:)``. They are asked in the order added; the first
/// answer other than ``NavigationVerdict/proceed`` wins.
@MainActor
public protocol NavigationObserver: AnyObject {
    /// Asked before the router changes anything. The default proceeds.
    /// - Returns: ``NavigationVerdict/proceed``, a veto (noted `veto REASON`; nothing
    ///   changes), or a redirect (noted `redirect REASON`; the given destination is shown
    ///   instead, itself asked again). A verdict on a navigation that cannot be stopped
    ///   (``NavigationRequest/isForced``) is ignored.
    func willNavigate(_ request: NavigationRequest) -> NavigationVerdict

    /// Told of each event the navigation logged, right after it happened; when a change of
    /// conditions unwinds several tabs, of each tab's event once every tab is unwound. The
    /// default does nothing.
    func didNavigate(_ event: NavigationEvent)
}

extension NavigationObserver {
    public func willNavigate(_ request: NavigationRequest) -> NavigationVerdict { .proceed }
    public func didNavigate(_ event: NavigationEvent) {}
}
