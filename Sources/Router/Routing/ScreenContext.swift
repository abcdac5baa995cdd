/// What a screen factory receives when a destination is shown.
public struct ScreenContext {
    /// Routes the payloads tapped on the new screen; list screens keep it.
    public let router: any PayloadRouting
    /// The data a loader fetched for the screen (see
    /// ``PluginRegistration/registerScreen(_:for:requires:failureScreen:load:make:)``), or
    /// `nil`.
    package let loaded: (any Sendable)?

    /// Creates a context whose screens route their taps through `router`.
    public init(router: any PayloadRouting) {
        self.router = router
        self.loaded = nil
    }

    /// Creates a context carrying the data loaded for the screen.
    package init(router: any PayloadRouting, loaded: (any Sendable)?) {
        self.router = router
        self.loaded = loaded
    }
}
