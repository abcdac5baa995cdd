public import Router

/// Why a stack could not be saved or restored. Restoring checks every entry before it
/// changes anything, so after this error the stack is as it was.
public enum RestoreError: Error, Hashable, Sendable {
    /// The file is not a saved stack: the text says what is wrong.
    case malformed(String)
    /// The file's `version` is not 1.
    case unsupportedVersion(String)
    /// Entry `index` (1 for the first screen above the root) names a screen no plugin
    /// registers.
    case unknownScreen(index: Int, screen: String)
    /// Entry `index` names a payload type no plugin registers as `Codable`.
    case unknownPayloadType(index: Int, screen: String, payloadType: String)
    /// Entry `index`'s payload no longer decodes as its type.
    case undecodablePayload(index: Int, screen: String, reason: String)
    /// Entry `index`'s screen cannot be built for its payload (or without one).
    case screenDoesNotShowPayload(index: Int, screen: String)
    /// Entry `index`'s payload decodes, but its type's validator refuses it (a pizza that is
    /// not on the menu), for `reason`.
    case invalidPayload(index: Int, screen: String, reason: String)
    /// The app routes entry `index`'s payload to `routedTo` (or nowhere, `nil`), not to the
    /// screen the file names.
    case notRoutedThere(index: Int, screen: String, routedTo: String?)
    /// The app shows entry `index`'s screen as `shown`, not as the file says.
    case presentationDiffers(index: Int, screen: String, shown: Presentation)
    /// Entry `index` is the screen of guard `guardName`, whose condition already holds.
    case guardHoldsAlready(index: Int, screen: String, guardName: String)
    /// The file holds `count` entries, more than `limit`.
    case tooManyEntries(count: Int, limit: Int)
    /// Entry `index` requires a guard condition that does not hold (or no guard has
    /// that name).
    case guardDoesNotHold(index: Int, screen: String, guardName: String)
    /// Entry `index` cannot be saved: its payload's type is not registered as `Codable`.
    case notSavable(index: Int, screen: String)
    /// The file could not be read or written.
    case file(path: String, reason: String)
}

extension RestoreError: CustomStringConvertible {
    /// The problem as a sentence naming the entry, e.g.
    /// `entry 2 (PizzaDetail): its payload no longer decodes: …`.
    public var description: String {
        switch self {
        case .malformed(let what): "not a saved stack: \(what)"
        case .unsupportedVersion(let version): "unsupported saved-stack version \(version); this router reads version 1"
        case .unknownScreen(let index, let screen): "entry \(index) (\(screen)): no screen of that name is registered"
        case .unknownPayloadType(let index, let screen, let type):
            "entry \(index) (\(screen)): the payload type '\(type)' is not registered as Codable"
        case .undecodablePayload(let index, let screen, let reason):
            "entry \(index) (\(screen)): its payload no longer decodes: \(reason)"
        case .screenDoesNotShowPayload(let index, let screen):
            "entry \(index) (\(screen)): the screen cannot be built for this payload"
        case .invalidPayload(let index, let screen, let reason):
            "entry \(index) (\(screen)): its payload is refused: \(reason)"
        case .notRoutedThere(let index, let screen, let routedTo):
            "entry \(index) (\(screen)): the app routes its payload "
                + (routedTo.map { "to \($0), not to \(screen)" } ?? "to no screen")
        case .presentationDiffers(let index, let screen, let shown):
            "entry \(index) (\(screen)): the app shows this screen "
                + (shown == .push ? "pushed, not modally" : "modally, not pushed")
        case .guardHoldsAlready(let index, let screen, let guardName):
            "entry \(index) (\(screen)): it is the screen of '\(guardName)', which holds already"
        case .tooManyEntries(let count, let limit):
            "not a saved stack: it has \(count) entries, more than the limit of \(limit)"
        case .guardDoesNotHold(let index, let screen, let guardName):
            "entry \(index) (\(screen)): it requires '\(guardName)', which does not hold"
        case .notSavable(let index, let screen):
            "entry \(index) (\(screen)): its payload's type is not registered as Codable, so it cannot be saved"
        case .file(let path, let reason): "cannot use '\(path)': \(reason)"
        }
    }
}
