extension NavigationRouter {
    /// Screens a navigation would take off one tab's stack (or the only stack), bottom first.
    struct Removal {
        let tab: String?
        let entries: ArraySlice<StackEntry>
    }

    /// Asks every ``LeaveGuardedScreen`` among `removals`, top first, whether it may be left,
    /// asking ``confirmations`` the questions it puts.
    /// - Parameter forced: Whether the screens leave whatever they answer (a guard's
    ///   condition no longer holds): a refusal is then noted `leave overridden NAME`, and no
    ///   question is put.
    /// - Returns: The name of the first screen that refused (noted `leave refused NAME`), or
    ///   `nil` when every screen may be left.
    func mayLeave(_ removals: [Removal], forced: Bool = false) -> String? {
        guard let navigator, !askedAhead else { return nil }
        for removal in removals {
            for entry in removal.entries.reversed() {
                guard let screen = leaveGuarded(entry.screen) else { continue }
                let allowed: Bool
                switch screen.leaveDecision() {
                case .allow:
                    continue
                case .refuse:
                    allowed = false
                case .confirm(let question):
                    allowed = !forced && (confirmations?.confirmLeaving(screen.name, question: question) ?? false)
                    if allowed { inTab(removal.tab) { note(.leave(.confirmed, screen.name), on: navigator) } }
                }
                guard !allowed else { continue }
                inTab(removal.tab) { note(.leave(forced ? .overridden : .refused, screen.name), on: navigator) }
                if !forced { return screen.name }
            }
        }
        return nil
    }

    /// `screen` as a ``LeaveGuardedScreen``, or `nil`. A cast to a protocol asks the
    /// runtime's conformance tables (~850 instructions); the answer is kept per screen type,
    /// so a screen that is not leave-guarded costs one table lookup after the first.
    func leaveGuarded(_ screen: any Screen) -> (any LeaveGuardedScreen)? {
        let type = ObjectIdentifier(Swift.type(of: screen))
        if leaveGuardedTypes[type] == false { return nil }
        let guarded = screen as? any LeaveGuardedScreen
        leaveGuardedTypes[type] = guarded != nil
        return guarded
    }
}
