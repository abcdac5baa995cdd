/// What a screen factory receives when a destination is shown.
public struct ScreenContext {
    /// Routes the payloads tapped on the new screen; list screens keep it.
    public let router: any PayloadRouting

    /// Creates a context whose screens route their taps through `router`.
    public init(router: any PayloadRouting) {
        self.router = router
    }
}
