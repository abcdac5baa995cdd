import RouterTooling

/// Who is signed in. The guard of the borrow screen asks it whether `signedIn` holds;
/// `sign-in NAME` and `sign-out` at the prompt and in flows drive it.
final class LibraryAccount: SignInService {
    private(set) var member: String?

    func holds(_ condition: String) -> Bool {
        condition == LibraryPlugin.signedIn && member != nil
    }

    func signIn(_ name: String) -> SignInResult {
        guard ["ada", "grace"].contains(name) else {
            return .failed(reason: "no member is named '\(name)'", show: nil)
        }
        member = name
        return .signedIn
    }

    func signOut() {
        member = nil
    }
}
