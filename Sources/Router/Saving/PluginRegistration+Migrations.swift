extension PluginRegistration {
    /// Declares the schema version of the payload type named `payloadType`: the version of
    /// its shape a saved stack records, 1 when no plugin declares one. Raise it when the
    /// type's JSON changes, and register a payload migration from the version before
    /// (``SavedStackMigration/renameField(_:fromVersion:from:to:)`` or
    /// ``SavedStackMigration/transformPayload(_:fromVersion:name:_:)``) so stacks saved
    /// earlier still restore.
    ///
    /// A version below 1, or a second declaration for the type, is a ``CompositionProblem``
    /// and is not made.
    public mutating func declareSchemaVersion(_ version: Int, forPayload payloadType: String) {
        if let problem = registry.savedStackMigrations.declare(version, for: payloadType) {
            problems.append(.migration(problem, plugin: plugin))
        }
    }

    /// Registers `migration`, used when restoring a stack saved by an earlier version of
    /// the app. Renaming or dropping one name twice, or a payload migration from a version
    /// below 1 or registered twice, is a ``CompositionProblem`` and is not made.
    public mutating func registerMigration(_ migration: SavedStackMigration) {
        if let problem = registry.savedStackMigrations.add(migration) {
            problems.append(.migration(problem, plugin: plugin))
        }
    }
}
