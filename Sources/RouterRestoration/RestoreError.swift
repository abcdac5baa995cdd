public import Router
import RouterText

/// Why a stack could not be saved or restored. Restoring checks every entry before it
/// changes anything, so after this error the stack is as it was.
public enum RestoreError: Error, Hashable, Sendable {
    /// The file is not a saved stack: the text says what is wrong.
    case malformed(String)
    /// The file's `version` is not 1, 2 or 3.
    case unsupportedVersion(String)
    /// Entry `index`'s payload type `payloadType` is saved at schema `version`, which this
    /// app cannot read: below 1, or above `current`, the version the app declares (a file
    /// saved by a newer version of the app).
    case schemaVersionUnreadable(index: Int, screen: String, payloadType: String, version: Int, current: Int)
    /// Entry `index`'s payload of type `payloadType` needs a migration from schema `version`
    /// to the next, and no plugin registers one (`SavedStackMigration`).
    case migrationMissing(index: Int, screen: String, payloadType: String, version: Int)
    /// The migration `migration` of `payloadType` from schema `version` refused entry
    /// `index`'s payload, for `reason`.
    case migrationFailed(index: Int, screen: String, payloadType: String, version: Int, migration: String, reason: String)
    /// The renames registered for the name `name` (entry `index`'s screen or payload type)
    /// go round, or chain longer than the bound, so it has no current name.
    case migrationLoop(index: Int, screen: String, name: String)
    /// The file saves tabs and the app has none (`fileHasTabs`), or the other way round.
    case tabsDiffer(fileHasTabs: Bool)
    /// The file names a tab (saved or selected) the app does not have.
    case unknownTab(String)
    /// The file does not save the app's tab of this name.
    case missingTab(String)
    /// The file saves the tab of this name more than once.
    case duplicateTab(String)
    /// The file puts a modal screen anywhere in a tab that is not the selected one; a modal
    /// screen covers every tab, so only the selected tab can have one.
    case modalInUnselectedTab(String)
    /// Entry problem `error` is in the stack of the named tab.
    indirect case inTab(String, RestoreError)
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
    /// The file holds `count` JSON values, more than `limit` (``StackRestorer/maxValues``).
    case tooManyValues(count: Int, limit: Int)
    /// Entry `index` requires a guard condition that does not hold (or no guard has
    /// that name).
    case guardDoesNotHold(index: Int, screen: String, guardName: String)
    /// Entry `index` is a screen no navigation could show, for `reason` (what its screen,
    /// its route and its guards require conflicts).
    case notShown(index: Int, screen: String, reason: IgnoreReason)
    /// Entry `index`'s screen refuses its saved state (`StatefulScreen.restoreState(_:)`),
    /// for `reason`; a screen that keeps no state refuses any.
    case stateRefused(index: Int, screen: String, reason: String)
    /// Entry `index` says the screen below it waits for its result, and that screen gives no
    /// `ResultHandler` for it (`StatefulScreen.resultHandler(forScreenAbove:)`).
    case resultNotAwaited(index: Int, screen: String)
    /// Entry problem `error` is in what the file says a guard holds back (`pending`); its
    /// entries are numbered from 1.
    indirect case inPending(RestoreError)
    /// The file says the guard `guardName` holds its `pending` destinations back behind its
    /// screen at entry `depth`, and the app would not: the guard is another, its condition
    /// holds, or entry `depth` is not its screen.
    case notHeld(guardName: String, depth: Int)
    /// Entry `index` cannot be saved: its payload's type is not registered as `Codable`.
    case notSavable(index: Int, screen: String)
    /// Entry `index` cannot be saved: no plugin registers its payload's type (`type`) with
    /// `registerPayload`, which a saved stack needs to name and decode it.
    case payloadTypeNotRegistered(index: Int, screen: String, type: String)
    /// The file could not be read or written.
    case file(path: String, reason: String)
    /// A screen on the stack refused to be left, or an observer stopped restoring (the
    /// outcome says which); nothing was changed.
    case blocked(RouteOutcome)
    /// Entry `index`'s screen loads its data before it is shown, which only a restore
    /// through a `NavigationQueue` does
    /// (``StackRestorer/restore(_:on:timeLimit:)``).
    case loadsData(index: Int, screen: String)
    /// The loader of entry `index`'s screen failed, saying `message`; nothing was restored.
    case loadFailed(index: Int, screen: String, message: String)
    /// The loaders of the restored screens had not all finished when `limit` had passed on
    /// the queue's clock; they were cancelled and nothing was restored.
    case timeLimitPassed(limit: Duration)
    /// The restore ended before it committed (the queue's outcome says how: cancelled,
    /// superseded, or dropped as busy); nothing was restored.
    case interrupted(QueuedOutcome)
}

extension RestoreError: CustomStringConvertible {
    /// The problem as a sentence naming the entry, e.g.
    /// `entry 2 (PizzaDetail): its payload no longer decodes: …`.
    /// Names, paths and reasons come from the file, so every character a terminal acts on (a
    /// line feed among them) is written escaped: the description is one line. A name is
    /// quoted up to bound of 64 characters (64 characters, then `…`), however long.
    public var description: String {
        QuotedText.escapingUnsafe(sentence)
    }

    /// The description before escaping.
    private var sentence: String {
        switch parts {
        case .whole(let sentence): sentence
        case .entry(let index, let screen, let problem): "entry \(index) (\(QuotedText.bounded(screen))): \(problem)"
        }
    }

    /// What is wrong with one entry, the entry's number and screen left out (`its payload
    /// no longer decodes: …`), escaped as the description is; `nil` for a problem with the
    /// whole file. A tool that checks a screen outside any stack (`check`) says this.
    package var entryProblem: String? {
        guard case .entry(_, _, let problem) = parts else { return nil }
        return QuotedText.escapingUnsafe(problem)
    }

    /// A problem with one entry, or with the whole file.
    private enum Parts {
        case entry(Int, String, String)
        case whole(String)
    }

    /// The sentence in its parts: the one place each case's wording lives.
    private var parts: Parts {
        switch self {
        case .malformed(let what): .whole("not a saved stack: \(what)")
        case .blocked(let outcome): .whole("nothing was restored: \(outcome)")
        case .unsupportedVersion(let version):
            .whole("unsupported saved-stack version \(version); this router reads versions 1, 2 and 3")
        case .schemaVersionUnreadable(let index, let screen, let type, let version, let current):
            .entry(
                index, screen,
                "its payload type \(QuotedText.quoted(type)) is saved at schema version \(version), "
                    + "which this app cannot read (it reads versions 1 to \(current))")
        case .migrationMissing(let index, let screen, let type, let version):
            .entry(
                index, screen,
                "its payload type \(QuotedText.quoted(type)) is saved at schema version \(version), "
                    + "and no migration takes it from version \(version) to \(version + 1)")
        case .migrationFailed(let index, let screen, let type, let version, let migration, let reason):
            .entry(
                index, screen,
                "the migration \(QuotedText.quoted(migration)) of its payload type \(QuotedText.quoted(type)) "
                    + "from schema version \(version) refused it: \(reason)")
        case .migrationLoop(let index, let screen, let name):
            .entry(index, screen, "the renames registered for \(QuotedText.quoted(name)) go round or chain too long")
        case .tabsDiffer(let fileHasTabs):
            .whole(
                fileHasTabs
                    ? "the file saves tabs, but this app has none"
                    : "the file saves one stack without tabs, but this app has tabs")
        case .unknownTab(let tab): .whole("the file names the tab \(QuotedText.quoted(tab)), which this app does not have")
        case .missingTab(let tab): .whole("the file does not save the tab \(QuotedText.quoted(tab))")
        case .duplicateTab(let tab): .whole("the file saves the tab \(QuotedText.quoted(tab)) more than once")
        case .modalInUnselectedTab(let tab):
            .whole("tab \(QuotedText.quoted(tab)): it holds a modal screen, but only the selected tab can show one")
        case .inTab(let tab, let error): .whole("tab \(QuotedText.quoted(tab)): \(error)")
        case .unknownScreen(let index, let screen):
            .entry(index, screen, "no screen of that name is registered")
        case .unknownPayloadType(let index, let screen, let type):
            .entry(index, screen, "the payload type \(QuotedText.quoted(type)) is not registered as Codable")
        case .undecodablePayload(let index, let screen, let reason):
            .entry(index, screen, "its payload no longer decodes: \(reason)")
        case .screenDoesNotShowPayload(let index, let screen):
            .entry(index, screen, "the screen cannot be built for this payload")
        case .invalidPayload(let index, let screen, let reason):
            .entry(index, screen, "its payload is refused: \(reason)")
        case .notRoutedThere(let index, let screen, let routedTo):
            .entry(
                index, screen,
                "the app routes its payload "
                    + (routedTo.map { "to \(QuotedText.bounded($0)), not to \(QuotedText.bounded(screen))" } ?? "to no screen"))
        case .presentationDiffers(let index, let screen, let shown):
            .entry(
                index, screen,
                "the app shows this screen "
                    + (shown == .push ? "pushed, not modally" : "modally, not pushed"))
        case .guardHoldsAlready(let index, let screen, let guardName):
            .entry(index, screen, "it is the screen of \(QuotedText.quoted(guardName)), which holds already")
        case .tooManyEntries(let count, let limit):
            .whole("not a saved stack: it has \(count) entries, more than the limit of \(limit)")
        case .tooManyValues(let count, let limit):
            .whole("not a saved stack: it holds \(count) JSON values, more than the limit of \(limit)")
        case .guardDoesNotHold(let index, let screen, let guardName):
            .entry(index, screen, "it requires \(QuotedText.quoted(guardName)), which does not hold")
        case .notShown(let index, let screen, let reason):
            .entry(index, screen, "no navigation shows it: \(reason)")
        case .stateRefused(let index, let screen, let reason):
            .entry(index, screen, "its state is refused: \(reason)")
        case .resultNotAwaited(let index, let screen):
            .entry(index, screen, "the screen below it waits for no result of it")
        case .inPending(let error): .whole("held back: \(error)")
        case .notHeld(let guardName, let depth):
            .whole(
                "held back: the guard \(QuotedText.quoted(guardName)) would not hold it behind its screen at entry \(depth)")
        case .payloadTypeNotRegistered(let index, let screen, let type):
            .entry(
                index, screen,
                "its payload's type \(QuotedText.quoted(type)) is not "
                    + "registered, so it cannot be saved; register it with registerPayload (as Codable)")
        case .notSavable(let index, let screen):
            .entry(index, screen, "its payload's type is not registered as Codable, so it cannot be saved")
        case .file(let path, let reason): .whole("cannot use '\(path)': \(reason)")
        case .loadsData(let index, let screen):
            .entry(
                index, screen,
                "its screen loads its data first; "
                    + "restore through the navigation queue, which runs its loader")
        case .loadFailed(let index, let screen, let message):
            .entry(index, screen, "its loader failed: \(message); nothing was restored")
        case .timeLimitPassed(let limit):
            .whole("nothing was restored: the loaders did not finish within the time limit of \(limit)")
        case .interrupted(let outcome): .whole("nothing was restored: \(outcome)")
        }
    }
}
