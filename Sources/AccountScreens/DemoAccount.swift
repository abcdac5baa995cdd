public import Router
import Screens

/// The demo's account: who is signed in. It answers the `signedIn` guard condition, and
/// only the names in ``knownUsers`` can sign in (others get the sign-in error screen).
public final class DemoAccount: SignInService {
    /// The name of the demo's one guard condition.
    public static let signedIn = "signedIn"

    /// The names that can sign in.
    public let knownUsers: Set<String>

    /// Who is signed in, or `nil`.
    public private(set) var user: String?

    /// Creates an account with nobody signed in.
    public init(knownUsers: Set<String> = ["anna", "giuseppe", "luigi"]) {
        self.knownUsers = knownUsers
    }

    public func holds(_ condition: String) -> Bool {
        condition == Self.signedIn && user != nil
    }

    public func signIn(_ name: String) -> SignInResult {
        guard knownUsers.contains(name) else {
            return .failed(
                reason: "unknown user '\(name)'",
                show: .present(DemoScreen.signInError.name) { AccountViews.signInError(context: $0) })
        }
        user = name
        return .signedIn
    }

    public func signOut() {
        user = nil
    }
}
