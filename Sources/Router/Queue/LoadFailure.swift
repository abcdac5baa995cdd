/// Why a screen's loader failed: the payload a failure screen is built from.
///
/// A ``NavigationQueue`` builds it from the error the loader threw and shows the screen's
/// failure screen (or the queue's default) with it. The message is the error's description,
/// text from outside the app: print it escaped.
public struct LoadFailure: Error, Hashable, Sendable, Codable {
    /// The screen whose loader failed.
    public let screen: String
    /// What the loader's error says.
    public let message: String

    /// Creates a failure of the loader of `screen`.
    public init(screen: String, message: String) {
        self.screen = screen
        self.message = message
    }

    /// A loader was handed a payload of another type than it was registered for (only a
    /// registry changed behind the router's back can do that).
    struct Mismatch: Error, CustomStringConvertible {
        var description: String { "the loader was handed a payload of another type" }
    }
}

extension LoadFailure: CustomStringConvertible {
    /// `loading PizzaDetail failed: the kitchen is closed`.
    public var description: String { "loading \(screen) failed: \(message)" }
}
