extension NavigationRouter {
    /// Screens a navigation would take off one tab's stack (or the only stack), bottom first.
    struct Removal {
        let tab: String?
        let entries: ArraySlice<StackEntry>
    }

    /// Asks every ``LeaveGuardedScreen`` among `removals`, top first, whether it may be left,
    /// asking ``confirmations`` the questions it puts.
    ///
    /// The log says only what happened: `leave confirmed NAME` is noted for each question
    /// answered yes once every screen may be left (the navigation goes ahead), top first; at
    /// a refusal only `leave refused NAME` is noted, and the screens below it are not asked.
    /// - Parameter forced: Whether the screens leave whatever they answer (a guard's
    ///   condition no longer holds): a refusal is then noted `leave overridden NAME`, and no
    ///   question is put.
    /// - Returns: The name of the first screen that refused (noted `leave refused NAME`), or
    ///   `nil` when every screen may be left.
    func mayLeave(_ removals: [Removal], forced: Bool = false) -> String? {
        guard let navigator else { return nil }
        var confirmed: [(tab: String?, screen: String)] = []
        for removal in removals {
            for entry in removal.entries.reversed() {
                guard let screen = leaveGuarded(entry.screen) else { continue }
                switch screen.leaveDecision() {
                case .allow:
                    continue
                case .confirm(let question) where !forced:
                    if confirmations?.confirmLeaving(screen.name, question: question) ?? false {
                        confirmed.append((removal.tab, screen.name))
                        continue
                    }
                case .refuse, .confirm:
                    break
                }
                inTab(removal.tab) { note(.leave(forced ? .overridden : .refused, screen.name), on: navigator) }
                if !forced { return screen.name }
            }
        }
        for (tab, name) in confirmed {
            inTab(tab) { note(.leave(.confirmed, name), on: navigator) }
        }
        return nil
    }

    /// `screen` as a ``LeaveGuardedScreen``, or `nil`. A cast to a protocol asks the
    /// runtime's conformance tables; the answer is kept per screen type,
    /// so a screen that is not leave-guarded costs one table lookup after the first.
    func leaveGuarded(_ screen: any Screen) -> (any LeaveGuardedScreen)? {
        let type = ObjectIdentifier(Swift.type(of: screen))
        if leaveGuardedTypes[type] == false { return nil }
        let guarded = screen as? any LeaveGuardedScreen
        leaveGuardedTypes[type] = guarded != nil
        return guarded
    }
}
