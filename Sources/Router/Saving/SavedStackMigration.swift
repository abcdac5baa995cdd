/// How a stack saved by an earlier version of an app becomes one this version shows: a
/// plugin registers one with ``PluginRegistration/registerMigration(_:)`` when it renames or
/// drops a screen, renames a payload type, or changes a payload type's shape.
///
/// A payload type's shape has a schema version, 1 unless its plugin declares another with
/// ``PluginRegistration/declareSchemaVersion(_:forPayload:)``; a saved stack records the
/// version of every payload it holds. Restoring takes a payload saved at version *n* to the
/// current version one step at a time, with the payload migration registered from each
/// version (``renameField(_:fromVersion:from:to:)`` or
/// ``transformPayload(_:fromVersion:name:_:)``); a step missing refuses the entry, naming
/// it. What a migration makes is still only a file's word: the payload type's validator and
/// the screen's guards check it as they check any saved entry.
public enum SavedStackMigration: Sendable {
    /// The screen saved as `old` is now named `new`. Renames chain (A to B, then B to C);
    /// a chain that goes round refuses the entries that follow it.
    case renameScreen(from: String, to: String)
    /// The payload type saved as `old` is now named `new`; its saved schema version carries
    /// over. Renames chain as screen renames do.
    case renamePayloadType(from: String, to: String)
    /// From schema version `fromVersion` to the next, the payload type `payloadType` (its
    /// current name) renames the field `old` of its JSON object to `new`. A payload that is
    /// not an object, or has no field `old`, is left as it is; a field `new` already there
    /// is replaced.
    case renameField(String, fromVersion: Int, from: String, to: String)
    /// From schema version `fromVersion` to the next, the payload type `payloadType` (its
    /// current name) rewrites its JSON with `transform`, which may refuse a payload by
    /// throwing; `name` names the migration in messages.
    case transformPayload(
        String, fromVersion: Int, name: String, _ transform: @Sendable (JSONValue) throws(InvalidPayload) -> JSONValue)
    /// The screen `screen` (its saved name, or the name renames lead to) is gone: a saved
    /// entry of it is shown as the screen `fallback`, without a payload, or is left out of
    /// the stack when `fallback` is `nil`.
    case dropScreen(String, fallback: String?)
}
