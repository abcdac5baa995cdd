extension NavigationQueue {
    /// Taps the row numbered `number` of `screen` (from 1, across sections, as it shows
    /// them) as a person does, through the queue: every tap is one request of the queue, so
    /// a row whose screen loads, or whose guard checks a condition asynchronously, waits
    /// for it as a tap at the prompt or in a flow does.
    ///
    /// A ``ListScreen`` whose rows route through this queue's ``router`` has its row's
    /// payload routed through the queue (``route(_:policy:)``, decided once). Any other
    /// screen's tap is its own (``TappableScreen/tap(number:)``, which may do more than
    /// route), made at once when nothing is in flight and the row's payload waits for
    /// nothing; else the row's payload is routed through the queue.
    /// - Returns: How the tap ended, or `nil` when `screen` has no row numbered `number`
    ///   (nothing is routed, nothing in flight is touched).
    @discardableResult
    public func tap(number: Int, on screen: any TappableScreen, policy: BusyPolicy = .replace) async -> QueuedOutcome? {
        guard let row = screen.row(numbered: number) else { return nil }
        switch route(ofTapping: row, on: screen) {
        case .throughQueue(let request):
            return await enter(request, policy: policy)
        case .screensOwn:
            return screen.tap(number: number).map(QueuedOutcome.init)
        }
    }

    /// How a tap of `row` on `screen` goes: through the queue, as the request to route its
    /// payload, or as the screen's own tap. The one rule for it, asked by
    /// ``tap(number:on:policy:)`` and by every session that taps.
    package func route(ofTapping row: ListRow, on screen: any TappableScreen) -> TapRoute {
        let request = request(routing: row.payload)
        if let list = screen as? ListScreen, list.tapsRoute(through: router) { return .throughQueue(request) }
        return waitsWhenEntered(request) ? .throughQueue(request) : .screensOwn
    }

    /// How a tap goes (``route(ofTapping:on:)``).
    package enum TapRoute {
        /// Route the row's payload through the queue with this request.
        case throughQueue(Request)
        /// Tap the screen itself: it waits for nothing.
        case screensOwn
    }
}
