import RouterText

/// Why routing a payload showed nothing.
public enum IgnoreReason: Error, Hashable, Sendable {
    /// The payload was `nil` (or an `Optional` holding `nil`).
    case nilPayload
    /// No jumper is registered for the payload's type (named here), nor for any
    /// superclass of it.
    case noJumper(payloadType: String)
    /// The jumper for the payload's type (named here) declined the payload.
    case declined(payloadType: String)
    /// The router's navigation stack no longer exists. The router holds its stack weakly:
    /// the stack ``NavigationRouter/start(registry:root:conditions:confirmations:observers:stack:)``
    /// returns must be kept (`let (router, _) = NavigationRouter.start(...)` drops it at
    /// once, and every navigation after answers this).
    case navigatorGone
    /// The destination requires a guard condition no ``RouteGuard`` is registered for, so
    /// it is not shown (guards fail closed).
    case unknownGuard(String)
    /// The destination names a screen (named here) that no plugin registered for its
    /// payload's type (see ``Destination/push(registered:payload:requires:)``).
    case unregisteredScreen(String)
    /// No tab of the stack has this name (or the stack has no tabs).
    case unknownTab(String)
    /// Observers' redirects led to redirects more than ``NavigationRouter/maxRedirects``
    /// times, or a guard chain goes round (only a registry changed after composition can
    /// have one): the names, in order.
    case redirectLoop([String])
    /// A value could not be returned: going back was refused for this reason.
    case notReturned(NavigationEvent.Refusal)
    /// The destination requires a guard chain longer than ``GuardChain/maxLength`` guards,
    /// which no navigation follows: its first guards, in order. Composition and routes-file
    /// loading refuse such chains, so only a registry changed after them can have one.
    case guardChainTooLong([String])
    /// What the destination's screen (named here) requires cannot be met by one guard
    /// chain: its screen, its route or link, and the guard whose screen it is require
    /// conditions of which none includes the others (see
    /// ``JumperRegistry/requirement(of:)``). Nothing is dropped: the screen is not shown.
    case conflictingRequirements(screen: String, [String])
    /// The screen (named first) is the screen of a guard (named second) whose condition
    /// holds already: it would ask for what is there, and a guard's screen never stays once
    /// its condition holds, so it is not shown.
    case guardHoldsAlready(screen: String, guardName: String)
    /// The screen (named first) is the screen of a guard (named second), and the screen right
    /// below where it would be shown is that same screen: a guard's screen is never shown on
    /// top of itself (a redirect to it while it is on top keeps the one shown).
    case guardScreenRepeated(screen: String, guardName: String)
    /// The tab (named here) is not the selected one, or the one a restore selects, and would
    /// hold a modal screen: a modal screen covers every tab, so only the selected tab has one.
    case modalInUnselectedTab(String)
    /// The factory of the destination's screen (named first) built a screen that names
    /// itself otherwise (named second): a screen is named once, by its destination, and a
    /// screen that disagrees is not shown (logs, flows and saved stacks would name another).
    case screenNameDiffers(destination: String, screen: String)
    /// The screen (named here) is built from data its loader fetches first, and none was
    /// loaded for this payload: such a screen is shown through a ``NavigationQueue``, which
    /// runs its loader before it commits.
    case notLoaded(String)
    /// Another navigation was in flight on the ``NavigationQueue``, and this request's
    /// policy drops requests while one is (``BusyPolicy/drop``).
    case busy
}

extension IgnoreReason: CustomStringConvertible {
    /// A sentence fragment such as `no jumper is registered for Pizza`. A name from a routes
    /// file, a link or a command (a guard, a screen, a tab) is quoted as every message quotes
    /// it (bounded, control characters escaped).
    public var description: String {
        switch self {
        case .nilPayload: "the payload is nil"
        case .noJumper(let type): "no jumper is registered for \(type)"
        case .declined(let type): "the jumper for \(type) declined the payload"
        case .navigatorGone:
            "the navigation stack is gone: the router holds it weakly, so something must keep it "
                + "(the stack NavigationRouter.start returns, say)"
        case .unknownGuard(let name): "no guard named \(QuotedText.quoted(name)) is registered"
        case .unregisteredScreen(let name): "no screen named \(QuotedText.quoted(name)) is registered for the payload"
        case .unknownTab(let name): "no tab is named \(QuotedText.quoted(name))"
        case .redirectLoop(let names): "the redirects go round: \(names.joined(separator: " -> "))"
        case .notReturned(let refusal): "no value was returned (\(refusal.phrase))"
        case .guardChainTooLong(let names):
            "the guard chain is longer than \(GuardChain.maxLength) guards: \(names.joined(separator: " -> "))"
        case .guardHoldsAlready(let screen, let name):
            "\(QuotedText.quoted(screen)) is the screen of \(QuotedText.quoted(name)), which holds already"
        case .guardScreenRepeated(let screen, let name):
            "\(QuotedText.quoted(screen)), the screen of \(QuotedText.quoted(name)), is right below it already"
        case .busy: "another navigation was in flight"
        case .notLoaded(let screen):
            "the screen \(QuotedText.quoted(screen)) loads its data first, and nothing was loaded for this payload"
        case .screenNameDiffers(let destination, let screen):
            "the screen built for \(QuotedText.quoted(destination)) names itself \(QuotedText.quoted(screen))"
        case .modalInUnselectedTab(let tab):
            "the tab \(QuotedText.quoted(tab)) would hold a modal screen, but only the selected tab can show one"
        case .conflictingRequirements(let screen, let names):
            "the screen \(QuotedText.quoted(screen)) requires conditions no one guard chain covers: "
                + names.map(QuotedText.quoted).joined(separator: ", ")
        }
    }
}
