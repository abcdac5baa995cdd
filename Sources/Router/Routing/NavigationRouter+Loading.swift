extension NavigationRouter {
    /// The data loaded for `destination` during the commit under way: the entry for the same
    /// screen whose payload is equal (``EntryIdentity``), or, for a payload type that is not
    /// `Equatable`, the entry for the same screen and payload type.
    func loaded(for destination: Destination) -> (any Sendable)? {
        for entry in loadedData where entry.identity.matches(destination) { return entry.data }
        guard let payload = destination.payload, !(payload is any Equatable) else { return nil }
        let type = ObjectIdentifier(Swift.type(of: payload))
        for entry in loadedData
        where entry.identity.screen.isScalarEqual(to: destination.screen)
            && entry.identity.payload.map({ ObjectIdentifier(Swift.type(of: $0)) }) == type
        {
            return entry.data
        }
        return nil
    }

    /// Runs `body`, the commit of a queued navigation, with the data its loaders fetched and
    /// the answers of the conditions it checked asynchronously; both are forgotten after.
    package func committing<T>(
        loaded: [(destination: Destination, data: any Sendable)], checked: [String: Bool], _ body: () -> T
    ) -> T {
        loadedData = loaded.map { (EntryIdentity(screen: $0.destination.screen, payload: $0.destination.payload), $0.data) }
        checkedConditions = checked
        defer {
            loadedData = []
            checkedConditions = [:]
        }
        return body()
    }
}
