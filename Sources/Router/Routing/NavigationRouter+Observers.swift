extension NavigationRouter {
    /// `event` with the acting tab, as a stack with tabs logs a note: a link's without one
    /// (``NavigationEvent/isLinkNote``).
    func tagged(_ event: NavigationEvent) -> NavigationEvent {
        if event.isLinkNote { return event }
        return currentTab.map { .inTab($0, event) } ?? event
    }

    /// The first answer other than ``NavigationVerdict/proceed`` among the observers, asked
    /// in order about `intent` in the acting tab.
    func verdict(_ intent: NavigationRequest.Intent, link: String?, forced: Bool = false) -> NavigationVerdict {
        guard !observers.isEmpty else { return .proceed }
        let request = NavigationRequest(intent: intent, link: link, tab: currentTab, isForced: forced)
        for observer in observers {
            let verdict = observer.willNavigate(request)
            if case .proceed = verdict { continue }
            return forced ? .proceed : verdict
        }
        return .proceed
    }

    /// Asks the observers about `intent`: `nil` to go ahead; otherwise what happened instead:
    /// their veto (noted), or their redirect (noted, and the destination shown, handed
    /// `request`), ignored as a loop past ``NavigationRouter/maxRedirects`` redirects
    /// counting `redirects`, the ones followed before.
    func ask(
        _ intent: NavigationRequest.Intent, link: String?, request: ResultRequest? = nil, redirects: [String] = []
    ) -> RouteOutcome? {
        guard let navigator else { return .ignored(.navigatorGone) }
        switch verdict(intent, link: link) {
        case .proceed:
            return nil
        case .veto(let reason):
            note(.veto(reason), on: navigator)
            return .vetoed(reason)
        case .redirect(let instead, let reason):
            let trail = redirects + [reason]
            guard trail.count <= Self.maxRedirects else { return .ignored(.redirectLoop(trail)) }
            note(.redirect(reason), on: navigator)
            return show(instead, then: [], request: request, asking: .show(instead), link: nil, redirects: trail)
        }
    }

    /// Asks the observers about a navigation that shows nothing (back, home, a tab): `nil`
    /// to go ahead, or the veto note (a redirect counts as a veto with its reason).
    func askForEvent(_ intent: NavigationRequest.Intent) -> NavigationEvent? {
        guard let navigator else { return nil }
        switch verdict(intent, link: nil) {
        case .proceed:
            return nil
        case .veto(let reason), .redirect(_, let reason):
            note(.veto(reason), on: navigator)
            return tagged(.veto(reason))
        }
    }
}
