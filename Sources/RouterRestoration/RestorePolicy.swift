/// What restoring does with a saved stack holding an entry it refuses.
public enum RestorePolicy: Sendable, Hashable {
    /// Restore every entry or none: the first refused entry refuses the file, and the stack
    /// is unchanged. The default.
    case allOrNothing
    /// Restore each stack up to its first refused entry, and drop that entry and every
    /// entry above it (and what a guard held back above them); the report says what was
    /// dropped and why. Problems with the whole file (its shape, its tabs) still refuse it.
    case longestValidPrefix
}
