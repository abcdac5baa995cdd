/// What a ``NavigationQueue`` prepared for one navigation before the router commits it: the
/// data loaded for each destination and the answers of the conditions checked
/// asynchronously. The router asks it, and nothing else, while it commits that navigation
/// (``NavigationRouter/committing(_:_:)``), so no answer outlives the navigation it was
/// asked for.
package struct PreparedNavigation: Sendable {
    /// The data each destination's loader answered, with the destination it is for.
    var loaded: [(destination: Destination, data: any Sendable)] = []
    /// The answers of the conditions checked asynchronously, asked instead of the app's
    /// ``GuardConditions``.
    var checked: [String: Bool] = [:]
    /// The router's count of condition changes when the preparation started: the answers
    /// hold only while the count is the same.
    var conditionChanges = 0

    /// The data loaded for `destination`: the entry for the same screen whose payload is
    /// equal (``EntryIdentity``), or, for a payload type that is not `Equatable`, the entry
    /// for the same screen and payload type; `nil` when none was loaded.
    func data(for destination: Destination) -> (any Sendable)? {
        for entry in loaded
        where EntryIdentity(screen: entry.destination.screen, payload: entry.destination.payload).matches(destination) {
            return entry.data
        }
        guard let payload = destination.payload, !(payload is any Equatable) else { return nil }
        let type = ObjectIdentifier(Swift.type(of: payload))
        for entry in loaded
        where entry.destination.screen.isScalarEqual(to: destination.screen)
            && entry.destination.payload.map({ ObjectIdentifier(Swift.type(of: $0)) }) == type
        {
            return entry.data
        }
        return nil
    }
}
