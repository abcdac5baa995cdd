import Router
import RouterText

/// Takes one saved entry to the current version of the app with the migrations its plugins
/// registered (``SavedStackMigration``): renames its screen and payload type, drops it or
/// shows its fallback, and takes its payload from the schema version it was saved at to
/// the current one, step by step. Pure: it builds nothing and checks nothing of the app but
/// the names; restoring then checks the entry it makes as it checks any saved entry.
struct SavedEntryMigrator {
    /// The most renames one name follows; a longer chain is refused as a loop would be.
    static let maxRenames = 100

    let migrations: SavedStackMigrations
    let registry: JumperRegistry

    /// What migrating one entry made of it.
    struct Migrated {
        /// The entry to check and show, or `nil` when a dropped screen is left out.
        let entry: SavedStack.Entry?
        /// The schema version the payload was saved at, when a payload migration ran.
        let fromVersion: Int?
        /// What changed, each as a phrase (`screen 'Detail' renamed to 'PizzaDetail'`), in order.
        let changes: [String]
    }

    /// `entry` (number `index` of its stack) migrated, its payload's saved schema version
    /// read from `schemas` (the file's, by the type name it saves).
    /// - Throws: ``RestoreError/migrationLoop(index:screen:name:)`` for a rename chain that
    ///   goes round (or is longer than ``maxRenames``),
    ///   ``RestoreError/schemaVersionUnreadable(index:screen:payloadType:version:current:)``
    ///   for a version below 1 or above the current one,
    ///   ``RestoreError/migrationMissing(index:screen:payloadType:version:)`` when no
    ///   migration leaves a version on the way, or
    ///   ``RestoreError/migrationFailed(index:screen:payloadType:version:migration:reason:)``
    ///   when one refuses the payload.
    func migrate(_ entry: SavedStack.Entry, index: Int, schemas: [String: Int]) throws(RestoreError) -> Migrated {
        var changes: [String] = []
        let screen = try follow(entry.screen, index: index, screen: entry.screen, rename: migrations.renamedScreen)
        if !screen.isScalarEqual(to: entry.screen) {
            changes.append("screen \(QuotedText.quoted(entry.screen)) renamed to \(QuotedText.quoted(screen))")
        }
        if let fallback = migrations.drop(of: screen) ?? migrations.drop(of: entry.screen) {
            guard let fallback else {
                return Migrated(entry: nil, fromVersion: nil, changes: changes + ["screen \(QuotedText.quoted(screen)) left out"])
            }
            let shown = SavedStack.Entry(
                screen: fallback, presentation: entry.presentation, payloadType: nil, payload: nil, state: nil,
                awaited: nil)
            let change = "screen \(QuotedText.quoted(screen)) shown as \(QuotedText.quoted(fallback))"
            return Migrated(entry: shown, fromVersion: nil, changes: changes + [change])
        }
        guard let savedType = entry.payloadType else {
            return Migrated(entry: entry.renamed(screen), fromVersion: nil, changes: changes)
        }
        let type = try follow(savedType, index: index, screen: screen, rename: migrations.renamedPayloadType)
        if !type.isScalarEqual(to: savedType) {
            changes.append("payload type \(QuotedText.quoted(savedType)) renamed to \(QuotedText.quoted(type))")
        }
        let saved = schemas[savedType] ?? 1
        // A type no plugin registers is refused by name when its payload is decoded.
        let current = registry.payloads[type] == nil ? saved : migrations.schemaVersion(of: type)
        guard saved >= 1, saved <= current else {
            throw .schemaVersionUnreadable(index: index, screen: screen, payloadType: type, version: saved, current: current)
        }
        var payload = entry.payload ?? .null
        var version = saved
        // Each step needs a registered migration, so this ends within as many steps as
        // were registered, whatever the versions say.
        while version < current {
            guard let step = migrations.step(of: type, from: version) else {
                throw .migrationMissing(index: index, screen: screen, payloadType: type, version: version)
            }
            do throws(InvalidPayload) {
                payload = try step.apply(payload)
            } catch {
                throw .migrationFailed(
                    index: index, screen: screen, payloadType: type, version: version, migration: step.name,
                    reason: error.reason)
            }
            changes.append("\(step.name) (version \(version) to \(version + 1))")
            version += 1
        }
        let migrated = SavedStack.Entry(
            screen: screen, presentation: entry.presentation, payloadType: type, payload: payload, state: entry.state,
            awaited: entry.awaited)
        return Migrated(entry: migrated, fromVersion: saved < current ? saved : nil, changes: changes)
    }

    /// The name `name` has after every rename `rename` gives.
    private func follow(_ name: String, index: Int, screen: String, rename: (String) -> String?)
        throws(RestoreError) -> String
    {
        var current = name
        var seen: [String] = [name]
        while let next = rename(current) {
            guard seen.count <= Self.maxRenames, !seen.contains(where: { $0.isScalarEqual(to: next) }) else {
                throw .migrationLoop(index: index, screen: screen, name: name)
            }
            seen.append(next)
            current = next
        }
        return current
    }
}

extension SavedStack.Entry {
    /// The entry with its screen named `screen`.
    fileprivate func renamed(_ screen: String) -> SavedStack.Entry {
        SavedStack.Entry(
            screen: screen, presentation: presentation, payloadType: payloadType, payload: payload, state: state,
            awaited: awaited)
    }
}

extension SavedEntryMigrator.Migrated {
    /// The verdict of an entry restored after this migration.
    var kind: RestoreVerdict.Kind {
        changes.isEmpty ? .kept : .migrated(fromVersion: fromVersion, changes: changes)
    }
}
