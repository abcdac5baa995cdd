/// A registered screen's name with the payload type it shows, so the compiler checks what
/// code pushes: a screen registered with a key shows `Payload`, and
/// ``Destination/push(_:payload:requires:)`` with a payload of another type does not compile.
///
/// ```swift
/// let recipeScreen = ScreenKey<Recipe>("Recipe")
/// plugin.registerScreen(recipeScreen) { recipe, _ in RecipeScreen(recipe) }
/// plugin.register(Jumper(for: Recipe.self) { .push(recipeScreen, payload: $0) })
/// ```
///
/// A key and its name are one registration: routes files, flows, links and saved stacks
/// name the screen by ``name``, and registering the name again for the same payload type is
/// a clash. The key checks nothing at run time: an empty or unregistered name behaves as
/// that name does as a string.
public struct ScreenKey<Payload: Sendable>: Sendable, Hashable {
    /// The screen's name, as routes files, flows and logs write it.
    public let name: String

    /// A key for the screen named `name`, showing payloads of `Payload`.
    public init(_ name: String) {
        self.name = name
    }
}

extension Destination {
    /// A destination pushing the screen registered under `key`, built from `payload`: as
    /// ``push(registered:payload:requires:)`` with the key's name, and a payload of
    /// another type than the key's does not compile.
    public static func push<Payload: Sendable>(
        _ key: ScreenKey<Payload>, payload: Payload, requires requirement: String? = nil
    ) -> Destination {
        .push(registered: key.name, payload: payload, requires: requirement)
    }

    /// A destination presenting the screen registered under `key` modally, built from
    /// `payload`: as ``present(registered:payload:requires:)`` with the key's name.
    public static func present<Payload: Sendable>(
        _ key: ScreenKey<Payload>, payload: Payload, requires requirement: String? = nil
    ) -> Destination {
        .present(registered: key.name, payload: payload, requires: requirement)
    }
}

extension PluginRegistration {
    /// Registers the screen `key` names for its payload type: as
    /// ``registerScreen(_:for:requires:make:)``, with the same clashes (the key's name
    /// registered by another plugin, or twice for its type).
    /// - Parameters:
    ///   - key: The screen's name and payload type.
    ///   - requirement: A guard condition the screen requires on every path that shows it;
    ///     `nil` for none.
    ///   - make: Builds the screen for a payload; the context routes the new screen's taps.
    public mutating func registerScreen<Payload: Sendable>(
        _ key: ScreenKey<Payload>, requires requirement: String? = nil,
        make: @escaping @MainActor @Sendable (Payload, ScreenContext) -> any Screen
    ) {
        registerScreen(key.name, for: Payload.self, requires: requirement, make: make)
    }

    /// Registers the screen `key` names for its payload type, built from data it loads
    /// first: as ``registerScreen(_:for:requires:failureScreen:load:make:)``, with the same
    /// clashes and the same behaviour when `load` throws.
    /// - Parameters:
    ///   - key: The screen's name and payload type.
    ///   - requirement: A guard condition the screen requires on every path; `nil` for none.
    ///   - failureScreen: A registered screen that shows a ``LoadFailure``; `nil` for the
    ///     queue's default.
    ///   - load: Fetches the data for a payload; it may run on any executor.
    ///   - make: Builds the screen from the payload and its data.
    public mutating func registerScreen<Payload: Sendable, Loaded: Sendable>(
        _ key: ScreenKey<Payload>, requires requirement: String? = nil, failureScreen: String? = nil,
        load: @escaping @Sendable (Payload) async throws -> Loaded,
        make: @escaping @MainActor @Sendable (Payload, Loaded, ScreenContext) -> any Screen
    ) {
        registerScreen(
            key.name, for: Payload.self, requires: requirement, failureScreen: failureScreen, load: load, make: make)
    }
}
