public import Router
import Screens

/// The sign-in error's "Try Again": presents the sign-in screen again.
public struct SignInRetryJumper: JumperProtocol {
    public init() {}

    public func destination(for retry: SignInRetry) -> Destination? {
        .present(registered: DemoScreen.signIn.name, payload: retry)
    }
}
