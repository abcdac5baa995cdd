public import Router
import RouterText
public import RouterTooling
import Screens

/// The demo's account: who is signed in, and who accepted the terms. It answers the
/// `signedIn` and `acceptedTerms` guard conditions, and only the names in ``knownUsers``
/// can sign in (others get the sign-in error screen).
///
/// The kitchen's `sessionValid` is checked asynchronously (``check(_:)``): a server
/// confirms the session after ``sessionCheckLatency`` on the loaders' clock.
public final class DemoAccount: SignInService, AsyncGuardConditions {
    /// The name of the demo's one guard condition.
    public static let signedIn = "signedIn"
    /// The condition that the signed-in person accepted the terms (which needs sign-in
    /// first: a guard chain).
    public static let acceptedTerms = "acceptedTerms"
    /// The condition that the session is still valid, which the kitchen's server confirms
    /// asynchronously: signed in, as the server sees it.
    public static let sessionValid = "sessionValid"
    /// How long the server takes to confirm a session.
    public static let sessionCheckLatency = Duration.milliseconds(300)

    /// The names that can sign in.
    public let knownUsers: Set<String>

    /// Who is signed in, or `nil`.
    public private(set) var user: String?

    /// Who accepted the terms in this run.
    public private(set) var acceptedBy: Set<String> = []

    /// Creates an account with nobody signed in.
    public init(knownUsers: Set<String> = ["anna", "giuseppe", "luigi"]) {
        self.knownUsers = knownUsers
    }

    public func holds(_ condition: String) -> Bool {
        guard let user else { return false }
        switch condition {
        case Self.signedIn, Self.sessionValid: return true
        case Self.acceptedTerms: return acceptedBy.contains(user)
        default: return false
        }
    }

    /// Only ``sessionValid`` is checked asynchronously.
    public func checksAsynchronously(_ condition: String) -> Bool {
        condition == Self.sessionValid
    }

    /// Asks the kitchen's server whether the session is valid: after
    /// ``sessionCheckLatency`` on ``Router/LoaderClock``, whether someone is signed in. A
    /// check that is cancelled answers `false` (guards fail closed).
    @MainActor public func check(_ condition: String) async -> Bool {
        do { try await LoaderClock.current.sleep(for: Self.sessionCheckLatency) } catch { return false }
        return holds(condition)
    }

    /// Accepts the terms for whoever is signed in.
    /// - Returns: Whether that changed anything (nobody signed in, or accepted already: no).
    public func acceptTerms() -> Bool {
        guard let user else { return false }
        return acceptedBy.insert(user).inserted
    }

    public func signIn(_ name: String) -> SignInResult {
        guard knownUsers.contains(name) else {
            return .failed(
                reason: "unknown user \(QuotedText.quoted(name))",
                show: Self.signInError)
        }
        user = name
        return .signedIn
    }

    public func signOut() {
        user = nil
    }

    /// The sign-in error screen, the one screen a failed sign-in shows.
    public var failureScreens: [Destination] { [Self.signInError] }

    /// The screen a failed sign-in shows: the sign-in error screen, presented.
    static let signInError: Destination = .present(DemoScreen.signInError.name) {
        AccountViews.signInError(context: $0)
    }
}
