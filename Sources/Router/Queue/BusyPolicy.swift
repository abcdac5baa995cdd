/// What a ``NavigationQueue`` does with a request made while another navigation is in
/// flight (checking an asynchronous guard, or loading the data of a screen).
public enum BusyPolicy: String, Sendable, Hashable, CaseIterable {
    /// The one in flight, and every navigation waiting, ends ``QueuedOutcome/superseded``:
    /// its loaders see cancellation and nothing of it is committed; this one starts at once.
    /// A change of conditions waiting its turn stays (it is not a navigation anyone chose).
    /// The default for taps, links, `go` and back: the person's latest intent wins, as a
    /// second tap on another row does. A request the router refuses on its own (a rejected
    /// link, a payload no jumper claims, back at the root) replaces nothing: it is answered
    /// at once and what is in flight goes on.
    case replace
    /// This one waits until the ones before it have ended, then runs. The default for
    /// ``NavigationQueue/conditionsDidChange(policy:)``, which must not be lost.
    case queue
    /// This one ends at once, refused as ``IgnoreReason/busy``; the one in flight goes on.
    case drop
}
