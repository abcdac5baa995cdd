/// What a guard holds back, as one value: the destination waiting (with the ones after it),
/// the guard's screen it waits behind, and the request for its result.
///
/// While the guard's screen is on its tab's stack, the destination waits; once the screen
/// has gone, by whatever path, so has the destination (``NavigationRouter/pending`` answers
/// `nil`, and the request is handed ``ScreenResult/cancelled`` at the router's next
/// navigation).
///
/// A class: every navigation asks whether a request is held, and an optional struct this
/// large is copied out and destroyed to answer, retaining and releasing every reference it
/// holds; an optional reference is one load.
@MainActor
final class HeldDestination {
    /// The destination waiting, the ones after it, the guard, and where its screen stands.
    let destination: PendingDestination
    /// The guard's screen the destination waits behind.
    weak var screen: (any Screen)?
    /// The code waiting for the destination's result, handed to its screen once shown.
    let request: ResultRequest?

    init(destination: PendingDestination, screen: any Screen, request: ResultRequest?) {
        self.destination = destination
        self.screen = screen
        self.request = request
    }
}
