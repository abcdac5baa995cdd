extension NavigationRouter {
    /// The data loaded for `destination` for the commit under way (``PreparedNavigation``);
    /// `nil` outside a commit or when none was loaded for it.
    func loaded(for destination: Destination) -> (any Sendable)? {
        prepared.data(for: destination)
    }

    /// Runs `body`, the commit of a queued navigation, with what the queue prepared for it in
    /// place (the data its loaders fetched, the answers of the conditions it checked
    /// asynchronously); what was in place before is back after.
    package func committing<T>(_ navigation: PreparedNavigation, _ body: () -> T) -> T {
        let outer = prepared
        prepared = navigation
        defer { prepared = outer }
        return body()
    }
}
