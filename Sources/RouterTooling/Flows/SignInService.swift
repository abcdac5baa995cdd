public import Router

/// An app's account: the guard conditions that depend on who is signed in, and the sign-in
/// and sign-out that change them. ``NavigationSession`` drives it from the `sign-in NAME`
/// and `sign-out` commands.
public protocol SignInService: GuardConditions {
    /// Tries to sign `name` in.
    /// - Returns: ``SignInResult/signedIn`` or why it failed, with the screen to show then.
    func signIn(_ name: String) -> SignInResult

    /// Signs out whoever is signed in; does nothing when nobody is.
    func signOut()

    /// The screens a failed sign-in may show, for exploring the app: the crawler starts at
    /// each of them too, since no tap shows them. Empty by default.
    var failureScreens: [Destination] { get }
}

extension SignInService {
    /// No screen: a sign-in service that shows none when a sign-in fails.
    public var failureScreens: [Destination] { [] }
}

/// What an attempt to sign in did.
public enum SignInResult: Sendable {
    /// The name is signed in now.
    case signedIn
    /// The sign-in failed for `reason`; `show` is the screen to show then (an error screen
    /// with "Try Again", say), or `nil` for none.
    case failed(reason: String, show: Destination?)
}
