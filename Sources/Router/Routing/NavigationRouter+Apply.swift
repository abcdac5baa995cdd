extension NavigationRouter {
    /// Makes `change` on `navigator` and tells every observer the event the stack logged:
    /// every change the router makes to a stack goes through here, so observers hear of
    /// each one, once, in the order the stack logged them.
    /// - Returns: The event; for ``StackChange/select(tab:)`` on a stack without tabs, the
    ///   refusal `tab refused (unknown tab)`, which no one is told of (nothing changed).
    @discardableResult
    func apply(_ change: StackChange, on navigator: any NavigationStack) -> NavigationEvent {
        let event: NavigationEvent
        switch change {
        case .put(let screen, .push, let requirement, let payload):
            event = navigator.push(screen, requirement: requirement, payload: payload)
        case .put(let screen, .modal, let requirement, let payload):
            event = navigator.present(screen, requirement: requirement, payload: payload)
        case .back(let returning?):
            event = navigator.back(returning: returning)
        case .back(nil):
            event = navigator.back()
        case .popToRoot:
            event = navigator.popToRoot()
        case .replaceAboveRoot(let entries):
            event = navigator.replace(aboveRoot: entries)
        case .select(let tab):
            guard let tabbed = tabbedNavigator else { return .refused(.tab, .unknownTab) }
            event = tabbed.select(tab: tab)
        }
        tell(event)
        return event
    }

    /// Notes `event` on the stack and tells the observers, as the stack logs it.
    func note(_ event: NavigationEvent, on navigator: any NavigationStack) {
        navigator.note(event)
        if !observers.isEmpty { tell(tagged(event)) }
    }

    /// Tells every observer of `event`, which the stack has just logged; within
    /// ``tellingAfter(_:)``, keeps it to tell once `body` is done.
    private func tell(_ event: NavigationEvent) {
        if untoldEvents != nil {
            untoldEvents?.append(event)
            return
        }
        for observer in observers { observer.didNavigate(event) }
    }

    /// Runs `body`, telling the observers of the events it logs only once it is done, in
    /// the order logged: a change made in several steps (one per tab) is told once whole.
    func tellingAfter(_ body: () -> Void) {
        guard !observers.isEmpty, untoldEvents == nil else { return body() }
        untoldEvents = []
        body()
        let events = untoldEvents ?? []
        untoldEvents = nil
        for event in events { tell(event) }
    }
}
