public import RouterRestoration
import RouterText

/// Why a command could not be carried out on the current screen.
public enum SessionError: Error, Hashable, Sendable {
    /// The top screen (named) shows no list (it is not a `TappableScreen`), so there is
    /// nothing to tap.
    case notAList(screen: String)
    /// The top screen (named) has no row with that number; it has `rowCount` rows.
    case noSuchRow(number: Int, screen: String, rowCount: Int)
    /// The top screen (named) has no row with that title; `suggestion` is a close title.
    case noRowTitled(String, screen: String, suggestion: String?)
    /// Several rows of the top screen have that title.
    case ambiguousTitle(String, screen: String, rowNumbers: [Int])
    /// `sign-in` or `sign-out` in an app without an account.
    case noAccount
    /// The sign-in failed, for this reason, and the app shows no screen for it. A session
    /// says so as a line (its description), not as a failure: a failed sign-in is carried
    /// out, and a flow goes on.
    case signInFailed(String)
    /// Saving or restoring failed; nothing changed.
    case restoreFailed(RestoreError)
    /// `wait` was given to ``NavigationSession/perform(_:)``, which cannot let time pass:
    /// only ``NavigationSession/performAndSettle(_:)`` can.
    case cannotWait
}

extension SessionError: CustomStringConvertible {
    /// The problem as a sentence, e.g. `Menu has no row 9; it has 6 rows`.
    public var description: String {
        switch self {
        case .notAList(let screen):
            "\(screen) shows no list, so there is no row to tap"
        case .noSuchRow(let number, let screen, let count):
            "\(screen) has no row \(number); it has \(count) row\(count == 1 ? "" : "s")"
        case .noRowTitled(let title, let screen, let suggestion):
            "\(screen) has no row titled \(QuotedText.quoted(title, apartFrom: suggestion, mark: "\""))"
                + (suggestion.map { "; did you mean \(QuotedText.quoted($0, apartFrom: title, mark: "\""))?" } ?? "")
        case .ambiguousTitle(let title, let screen, let numbers):
            "\(screen) has several rows titled \(QuotedText.quoted(title, apartFrom: nil, mark: "\"")) (rows "
                + numbers.map(String.init).joined(separator: ", ") + "); tap one by number"
        case .noAccount:
            "this app has no account to sign in to or out of"
        case .signInFailed(let reason):
            "sign-in failed: \(reason)"
        case .restoreFailed(let error):
            "\(error)"
        case .cannotWait:
            "'wait' lets time pass, which only a session that settles its commands can do"
        }
    }
}
