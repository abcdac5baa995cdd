import Router

/// A simulated kitchen, answering as a server would: after a delay, on the clock of the
/// navigation that asks (``Router/LoaderClock``), so the interactive demo waits in real
/// time and flows wait only when they say `wait`.
///
/// Its board takes ``boardLatency``, a preparation ``preparationLatency``; the oven of
/// ``brokenOven`` is out of order, so its preparation always fails. A cancelled request
/// stops at once and throws `CancellationError`.
public struct KitchenService: Sendable {
    /// How long the board takes to load.
    public var boardLatency: Duration = .milliseconds(800)
    /// How long a preparation takes to load.
    public var preparationLatency: Duration = .milliseconds(1_200)
    /// The pizza whose preparation always fails.
    public var brokenOven = "Diavola"
    /// The pizzas the board lists, in order.
    public let pizzas: [String]

    /// The oven of a pizza is out of order: what loading its preparation throws.
    public struct OvenOutOfOrder: Error, CustomStringConvertible {
        /// The pizza whose oven is broken.
        public let pizza: String

        /// The oven of `pizza` is out of order.
        public init(pizza: String) {
            self.pizza = pizza
        }

        public var description: String { "the oven for \(pizza) is out of order" }
    }

    /// A kitchen baking `pizzas`.
    public init(pizzas: [String]) {
        self.pizzas = pizzas
    }

    /// The board: each pizza with the minutes until it is ready, after ``boardLatency``.
    public func board() async throws -> [(pizza: String, minutes: Int)] {
        try await LoaderClock.current.sleep(for: boardLatency)
        return pizzas.enumerated().map { ($0.element, 4 + 3 * $0.offset) }
    }

    /// How the preparation of `pizza` is going, after ``preparationLatency``.
    /// - Throws: ``OvenOutOfOrder`` for ``brokenOven``; `CancellationError` when cancelled.
    public func preparation(of pizza: String) async throws -> [String] {
        try await LoaderClock.current.sleep(for: preparationLatency)
        guard pizza != brokenOven else { throw OvenOutOfOrder(pizza: pizza) }
        return ["Dough stretched", "Toppings on", "In the oven"]
    }
}
