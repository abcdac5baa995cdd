extension NavigationRouter {
    /// Shows `destination` (as ``show(_:)``) expecting a result of type `Value`, handed to
    /// `onResult` exactly once: the value the screen returns (``back(returning:)``, or a
    /// ``ReturnValue`` row), or ``ScreenResult/cancelled`` when it leaves any other way,
    /// or is never shown.
    ///
    /// ```swift
    /// router.show(sizePicker, expecting: PizzaSize.self) { result in
    ///     if case .value(let size) = result { form.size = size }
    /// }
    /// ```
    ///
    /// When a guard holds the destination back, the request waits with it and goes to its
    /// screen once shown; when the pending destination is dropped, `onResult` gets
    /// `.cancelled`. A screen left by navigation done on the stack directly (bypassing the
    /// router) is noticed at the router's next navigation.
    /// - Returns: As ``show(_:)``.
    @discardableResult
    public func show<Value: Sendable>(
        _ destination: Destination, expecting type: Value.Type,
        onResult: @escaping @MainActor (ScreenResult<Value>) -> Void
    ) -> RouteOutcome {
        let request = ResultRequest(type, onResult: onResult)
        defer {
            if request.screen == nil, held?.request !== request { request.complete(with: nil) }
            settleRequests()
        }
        return show(destination, then: [], request: request, asking: .show(destination), link: nil)
    }

    /// Routes `payload` as a tap (``route(_:)``) expecting a result of type `Value` from the
    /// screen it shows (see ``show(_:expecting:onResult:)``); an ignored payload gets
    /// ``ScreenResult/cancelled`` at once.
    @discardableResult
    public func route<Value: Sendable>(
        _ payload: Any?, expecting type: Value.Type, onResult: @escaping @MainActor (ScreenResult<Value>) -> Void
    ) -> RouteOutcome {
        switch decision(for: payload) {
        case .show(let destination):
            return show(destination, expecting: type, onResult: onResult)
        case .ignore(let reason):
            onResult(.cancelled)
            return .ignored(reason)
        }
    }

    /// Whether code waits for the result of `screen` (it was shown expecting one, and has
    /// returned nothing yet): what a saved stack keeps of the request.
    package func awaitsResult(of screen: any Screen) -> Bool {
        requests[ObjectIdentifier(screen)].map { $0.screen === screen } ?? false
    }

    /// Whether code waits for the result of the destination a guard holds back (it was shown
    /// expecting one): what a saved stack keeps of that request.
    package var pendingAwaitsResult: Bool {
        pending != nil && held?.request != nil
    }

    /// Files `handler` for the result of `screen`, which is on a stack: how a restore gives
    /// back the request its saved stack had. A request filed for the screen before is
    /// handed ``ScreenResult/cancelled``.
    package func awaitResult(of screen: any Screen, with handler: ResultHandler) {
        let request = handler.makeRequest()
        request.screen = screen
        let id = ObjectIdentifier(screen)
        let replaced = requests[id]
        requests[id] = request
        replaced?.complete(with: nil)
    }

    /// Hands ``ScreenResult/cancelled`` to every request whose screen is no longer on any
    /// stack, and to the pending destination's request once it is no longer pending.
    func settleRequests() {
        guard !requests.isEmpty || held?.request != nil else { return }
        if let gone = held, pending == nil {
            held = nil
            gone.request?.complete(with: nil)
        }
        guard !requests.isEmpty, let navigator else { return }
        var shown = Set<ObjectIdentifier>()
        for tab in tabbed?.tabs ?? [] {
            for entry in tabbed?.entries(inTab: tab) ?? [] { shown.insert(ObjectIdentifier(entry.screen)) }
        }
        for entry in navigator.entries { shown.insert(ObjectIdentifier(entry.screen)) }
        for (id, request) in requests where request.screen == nil || !shown.contains(id) {
            requests[id] = nil
            request.complete(with: nil)
        }
    }
}
