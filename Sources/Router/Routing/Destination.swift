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
    /// For a destination that names a registered screen: finds the screen's factory in a
    /// registry. `nil` for a destination that brings its own factory.
    private let resolver: (@Sendable (JumperRegistry) -> Destination?)?
    /// Whether the screen is (or will be, once resolved) built by the factory a plugin
    /// registered for it, which may wait for loaded data.
    package internal(set) var isRegisteredScreen = false

    /// Creates a destination.
    /// - Parameters:
    ///   - screen: The name of the screen `make` builds.
    ///   - presentation: Push (the default) or modal.
    ///   - requirement: A guard condition that must hold to show the screen, or `nil`.
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
        self.resolver = nil
    }

    /// A destination shown by the screen a plugin registered under `screen` for payloads
    /// of `Payload` (or for any payload), built from `payload`: the screen is registered
    /// once and used from code, routes files, links and saved stacks alike.
    ///
    /// The router finds the screen in its registry when it shows the destination (deciding
    /// stays a lookup of the jumper: it names the screen without finding it); when no screen
    /// of that name shows `Payload`, nothing is shown and the reason is
    /// ``IgnoreReason/unregisteredScreen(_:)``. The screen's guard is added then too.
    public static func push<Payload: Sendable>(
        registered screen: String, payload: Payload, requires requirement: String? = nil
    ) -> Destination {
        Destination(registered: screen, presentation: .push, requires: requirement, payload: payload)
    }

    /// A destination presented modally by the screen a plugin registered under `screen`,
    /// built from `payload` (see ``push(registered:payload:requires:)``).
    public static func present<Payload: Sendable>(
        registered screen: String, payload: Payload, requires requirement: String? = nil
    ) -> Destination {
        Destination(registered: screen, presentation: .modal, requires: requirement, payload: payload)
    }

    private init<Payload: Sendable>(
        registered screen: String, presentation: Presentation, requires requirement: String?, payload: Payload
    ) {
        self.screen = screen
        self.presentation = presentation
        self.requirement = requirement
        self.route = nil
        self.payload = payload
        // Built only when no registry resolved the destination (a caller building its
        // screen directly): a plain screen that says so.
        self.factory = { _ in TextScreen(name: screen, title: "\(screen) (not registered)") }
        self.resolver = { registry in
            registry.screen(named: screen)?.maker(for: Payload.self).map { make in
                var resolved = Destination(
                    screen: screen, presentation: presentation, requires: requirement, payload: payload
                ) { make(payload, $0) }
                resolved.isRegisteredScreen = true
                return resolved
            }
        }
        self.isRegisteredScreen = true
    }

    /// Whether the destination names a registered screen rather than bringing its factory.
    package var namesItsScreen: Bool { resolver != nil }

    /// The destination with its registered screen's factory, itself when it brings its own
    /// factory, or `nil` when `registry` has no such screen for its payload.
    package func resolved(in registry: JumperRegistry) -> Destination? {
        guard let resolver else { return self }
        return resolver(registry)
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
    package func requiring(_ requirement: String?) -> Destination {
        Destination(copying: self, requirement: requirement, payload: payload)
    }

    /// The same destination, noting `payload` as the one its screen is built from (for a
    /// destination decided by a jumper that does not say).
    @usableFromInline
    package func carrying(_ payload: any Sendable) -> Destination {
        Destination(copying: self, requirement: requirement, payload: payload)
    }

    private init(copying other: Destination, requirement: String?, payload: (any Sendable)?) {
        screen = other.screen
        presentation = other.presentation
        self.requirement = requirement
        route = other.route
        self.payload = payload
        factory = other.factory
        resolver = other.resolver
        isRegisteredScreen = other.isRegisteredScreen
    }
}

extension Destination: CustomStringConvertible {
    /// `push PizzaDetail`, `present About`, or `push Order (requires signedIn)`.
    public var description: String {
        "\(presentation == .push ? "push" : "present") \(screen)"
            + (requirement.map { " (requires \($0))" } ?? "")
    }
}
