extension NavigationRouter {
    /// Goes back one step, as a back button does: dismisses the top screen when it is
    /// modal, pops it otherwise. On the screen a guard showed for a pending destination,
    /// going back means "not now": the destination is cancelled (``cancelPending()``).
    /// In an app with tabs, back at a tab's root selects the first tab.
    /// - Returns: The last event of going back, a refusal when only the root (of the first
    ///   tab) is left, the note `leave refused NAME` when the top screen refused to be
    ///   left, `veto REASON` when an observer stopped it, or `nil` when the stack is gone.
    @discardableResult
    public func back() -> NavigationEvent? {
        carryOut(.back, asking: .back(returning: nil))
    }

    /// Goes back one step with the top screen handing `value` to the code that showed it
    /// expecting a result (``show(_:expecting:onResult:)``), which receives it exactly once.
    /// Logged as one event: `pop SizePicker -> Large` (the value's description).
    ///
    /// A top screen nobody asked a result of is simply taken off (the value goes nowhere,
    /// and the log shows a plain pop).
    /// - Returns: The event; a refusal (`pop refused (wrong result type)`) when the
    ///   requester asked for another type than `Value`, or when only the root is left;
    ///   the leave refusal or veto note when nothing changed; `nil` when the stack is gone.
    @discardableResult
    public func back<Value: Sendable>(returning value: Value) -> NavigationEvent? {
        guard let navigator else { return nil }
        defer { settleRequests() }
        let text = String(describing: value)
        guard navigator.entries.count > 1 else { return apply(.back(returning: text), on: navigator) }
        if let veto = askForEvent(.back(returning: text)) { return veto }
        let top = navigator.entries[navigator.entries.count - 1]
        // Only a request whose own screen is on top: a screen freed behind the router's back
        // (popped directly) may have its address reused by the screen now on top.
        let request = requests[ObjectIdentifier(top.screen)].flatMap { $0.screen === top.screen ? $0 : nil }
        if let request, request.type != Value.self {
            let refusal = NavigationEvent.refused(top.presentation == .modal ? .dismiss : .pop, .wrongResult)
            note(refusal, on: navigator)
            return tagged(refusal)
        }
        if let refused = mayLeave([Removal(tab: currentTab, entries: navigator.entries.suffix(1))]) {
            return tagged(.leave(.refused, refused))
        }
        guard let request else { return apply(.back(returning: nil), on: navigator) }
        let event = apply(.back(returning: text), on: navigator)
        if event.changedStack {
            requests[ObjectIdentifier(top.screen)] = nil
            request.complete(with: value)
        }
        return event
    }

    /// Returns to the root (of the selected tab), removing every screen above it in one
    /// step, after asking the observers and the screens it removes.
    /// - Returns: `pop-to-root ROOT`, a refusal when only the root is there, the leave
    ///   refusal or veto note when nothing changed, or `nil` when the stack is gone.
    @discardableResult
    public func home() -> NavigationEvent? {
        carryOut(.home, asking: .home)
    }

    /// Selects the named tab, keeping every tab's stack as it is.
    /// - Returns: `.tab(name)`, a refusal when no tab has that name or a modal screen
    ///   covers the tabs, the veto note when an observer stopped it, or `nil` when the
    ///   stack is gone.
    @discardableResult
    public func select(tab: String) -> NavigationEvent? {
        carryOut(.select(tab: tab), asking: .selectTab(tab))
    }

    /// The screens shown, as far as ``StepPlan`` decides `request` on them: the tabs are
    /// read only for back at a root and for a tab, and the guard's screen only while a guard
    /// holds a destination (each read asks the stack, on every back of a flow).
    func stackShape(for request: StepPlan.Request, of navigator: any NavigationStack) -> StackShape {
        var shape = StackShape(depth: navigator.entries.count)
        switch request {
        case .home:
            break
        case .select:
            shape.selectsTabs = tabbedNavigator != nil
        case .back:
            if held != nil, let waiting = pending, NavigationState.equal(waiting.tab, currentTab),
                let guardScreen = held?.screen
            {
                shape.guardScreenOnTop = navigator.top === guardScreen
            }
            if shape.depth <= 1, let tabbed {
                shape.tabs = tabbed.tabs
                shape.selectedTab = tabbed.selectedTab
                shape.selectsTabs = true
            }
        }
        return shape
    }

    /// Plans `request` on the screens shown (``StepPlan/plan(_:on:)``) and carries the plan
    /// out: asks the observers about `intent`, then the screens the plan removes, and makes
    /// the change. The one way back, home and a tab change the stack.
    /// - Returns: The event, as ``back()``, ``home()`` and ``select(tab:)`` say.
    private func carryOut(_ request: StepPlan.Request, asking intent: NavigationRequest.Intent) -> NavigationEvent? {
        guard let navigator else { return nil }
        defer { settleRequests() }
        let plan = StepPlan.plan(request, on: stackShape(for: request, of: navigator))
        if case .refused(let refusal) = plan { return refusal }
        if let veto = askForEvent(intent) { return veto }
        switch plan {
        case .cancelPending:
            // Back one step when nothing could be taken off down to where the guard's
            // screen was shown.
            guard let waiting = pending, let event = cancel(waiting, on: navigator) else { return goBack(on: navigator) }
            return event
        case .select(let tab):
            return apply(.select(tab: tab), on: navigator)
        case .back:
            return goBack(on: navigator)
        case .popToRoot:
            if let refused = mayLeave([Removal(tab: currentTab, entries: navigator.entries.dropFirst())]) {
                return tagged(.leave(.refused, refused))
            }
            return apply(.popToRoot, on: navigator)
        case .refused(let refusal):
            return refusal
        }
    }

    /// Goes back one step, the top screen asked first whether it may be left (the stack
    /// refuses at the root).
    private func goBack(on navigator: any NavigationStack) -> NavigationEvent {
        if navigator.entries.count > 1,
            let refused = mayLeave([Removal(tab: currentTab, entries: navigator.entries.suffix(1))])
        {
            return tagged(.leave(.refused, refused))
        }
        return apply(.back(returning: nil), on: navigator)
    }
}
