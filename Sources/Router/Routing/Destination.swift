/// Where a payload leads: which screen, shown how, and how to build it.
///
/// A destination is a decision, not an effect: it is `Sendable`, and building the screen
/// waits until a ``NavigationRouter`` performs it and hands the factory a ``ScreenContext``.
/// The factory should build a screen whose ``Screen/name`` is ``screen``.
public struct Destination: Sendable {
    /// The name of the screen that will be shown, e.g. `PizzaDetail`.
    public let screen: String
    /// Whether the screen is pushed or presented modally.
    public let presentation: Presentation
    /// The guard condition that must hold for the screen to be shown (see ``RouteGuard``);
    /// `nil` for none.
    public let requirement: String?
    /// The routes-file route that chose this destination, or `nil` when code did; used for
    /// route coverage.
    public let route: RouteRule?
    /// The payload the screen is built from, when the deciding jumper gives it (routes-file
    /// jumpers do); saving a stack needs it.
    public let payload: (any Sendable)?
    private let factory: @MainActor @Sendable (ScreenContext) -> any Screen

    /// Creates a destination.
    /// - Parameters:
    ///   - screen: The name of the screen `make` builds.
    ///   - presentation: Push (the default) or modal.
    ///   - requires: A guard condition that must hold to show the screen, or `nil`.
    ///   - route: The routes-file route that chose it, or `nil`.
    ///   - payload: The payload `make` builds the screen from, or `nil`.
    ///   - make: Builds the screen when the destination is shown. It receives the context
    ///     a list screen needs to route its own taps.
    public init(
        screen: String,
        presentation: Presentation = .push,
        requires requirement: String? = nil,
        route: RouteRule? = nil,
        payload: (any Sendable)? = nil,
        make: @escaping @MainActor @Sendable (ScreenContext) -> any Screen
    ) {
        self.payload = payload
        self.screen = screen
        self.presentation = presentation
        self.requirement = requirement
        self.route = route
        self.factory = make
    }

    /// A destination pushed onto the stack.
    public static func push(
        _ screen: String, requires requirement: String? = nil,
        make: @escaping @MainActor @Sendable (ScreenContext) -> any Screen
    ) -> Destination {
        Destination(screen: screen, presentation: .push, requires: requirement, make: make)
    }

    /// A destination presented modally.
    public static func present(
        _ screen: String, requires requirement: String? = nil,
        make: @escaping @MainActor @Sendable (ScreenContext) -> any Screen
    ) -> Destination {
        Destination(screen: screen, presentation: .modal, requires: requirement, make: make)
    }

    /// Builds the screen, on the main actor (screens are UI objects).
    @MainActor
    public func makeScreen(in context: ScreenContext) -> any Screen {
        factory(context)
    }

    /// The same destination, requiring `requirement` instead of its own.
    func requiring(_ requirement: String?) -> Destination {
        Destination(
            screen: screen, presentation: presentation, requires: requirement, route: route,
            payload: payload, make: factory)
    }

    /// The same destination, noting `payload` as the one its screen is built from (for a
    /// destination decided by a jumper that does not say).
    package func carrying(_ payload: any Sendable) -> Destination {
        Destination(
            screen: screen, presentation: presentation, requires: requirement, route: route,
            payload: payload, make: factory)
    }
}

extension Destination: CustomStringConvertible {
    /// `push PizzaDetail`, `present About`, or `push Order (requires signedIn)`.
    public var description: String {
        "\(presentation == .push ? "push" : "present") \(screen)"
            + (requirement.map { " (requires \($0))" } ?? "")
    }
}
