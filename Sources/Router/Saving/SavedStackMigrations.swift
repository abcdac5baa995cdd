import RouterText

/// The schema versions and migrations plugins registered, as restoring reads them. Names
/// compare by Unicode scalars, as every registered name does.
package struct SavedStackMigrations: Sendable {
    /// A payload migration from one schema version to the next.
    package struct PayloadStep: Sendable {
        /// Names the step in messages: `rename 'size' to 'diameter'`, or the transform's name.
        package let name: String
        package let apply: @Sendable (JSONValue) throws(InvalidPayload) -> JSONValue
    }

    /// Each payload type's schema version by its current name; a type not here is at 1.
    private var schemaVersions: [ExactName: Int] = [:]
    private var screenRenames: [ExactName: String] = [:]
    private var payloadTypeRenames: [ExactName: String] = [:]
    private var steps: [StepKey: PayloadStep] = [:]
    private var dropped: [ExactName: String?] = [:]

    /// Every registered name compares by scalars (`é` and `e` with an accent are two names).
    private struct ExactName: Hashable, Sendable {
        let scalars: [Unicode.Scalar]
        init(_ name: String) { scalars = Array(name.unicodeScalars) }
    }

    private struct StepKey: Hashable, Sendable {
        let payloadType: ExactName
        let fromVersion: Int
    }

    /// The schema version of the payload type named `payloadType`: 1 unless declared.
    package func schemaVersion(of payloadType: String) -> Int {
        schemaVersions[ExactName(payloadType)] ?? 1
    }

    /// The name the screen saved as `name` has now (one rename), or `nil`.
    package func renamedScreen(_ name: String) -> String? {
        screenRenames[ExactName(name)]
    }

    /// The name the payload type saved as `name` has now (one rename), or `nil`.
    package func renamedPayloadType(_ name: String) -> String? {
        payloadTypeRenames[ExactName(name)]
    }

    /// Whether the screen `name` is dropped, and its fallback (`nil` inside: left out).
    package func drop(of name: String) -> String?? {
        dropped[ExactName(name)]
    }

    /// The migration of `payloadType` from `fromVersion` to the next version, or `nil`.
    package func step(of payloadType: String, from fromVersion: Int) -> PayloadStep? {
        steps[StepKey(payloadType: ExactName(payloadType), fromVersion: fromVersion)]
    }

    /// Records that `payloadType` is at schema `version`.
    /// - Returns: Why not, as a phrase: a version below 1, or one declared before.
    mutating func declare(_ version: Int, for payloadType: String) -> String? {
        guard version >= 1 else {
            return "declares the schema version \(version) of \(QuotedText.quoted(payloadType)); versions start at 1"
        }
        guard schemaVersions[ExactName(payloadType)] == nil else {
            return "declares the schema version of \(QuotedText.quoted(payloadType)) a second time"
        }
        schemaVersions[ExactName(payloadType)] = version
        return nil
    }

    /// Adds `migration`.
    /// - Returns: Why not, as a phrase: a name renamed or dropped twice, a step registered
    ///   twice or from a version below 1.
    mutating func add(_ migration: SavedStackMigration) -> String? {
        switch migration {
        case .renameScreen(let old, let new):
            guard screenRenames[ExactName(old)] == nil, dropped[ExactName(old)] == nil else {
                return "migrates the screen \(QuotedText.quoted(old)) a second time"
            }
            screenRenames[ExactName(old)] = new
        case .renamePayloadType(let old, let new):
            guard payloadTypeRenames[ExactName(old)] == nil else {
                return "migrates the payload type \(QuotedText.quoted(old)) a second time"
            }
            payloadTypeRenames[ExactName(old)] = new
        case .renameField(let type, let version, let old, let new):
            let name = "rename the field \(QuotedText.quoted(old)) to \(QuotedText.quoted(new))"
            return add(
                PayloadStep(name: name) { json throws(InvalidPayload) in
                    guard case .object(var fields) = json, let value = fields.removeValue(forKey: old) else { return json }
                    fields[new] = value
                    return .object(fields)
                }, of: type, from: version)
        case .transformPayload(let type, let version, let name, let transform):
            return add(PayloadStep(name: name, apply: transform), of: type, from: version)
        case .dropScreen(let screen, let fallback):
            guard screenRenames[ExactName(screen)] == nil, dropped[ExactName(screen)] == nil else {
                return "migrates the screen \(QuotedText.quoted(screen)) a second time"
            }
            dropped[ExactName(screen)] = .some(fallback)
        }
        return nil
    }

    private mutating func add(_ step: PayloadStep, of type: String, from version: Int) -> String? {
        let quoted = QuotedText.quoted(type)
        guard version >= 1 else { return "migrates \(quoted) from the schema version \(version); versions start at 1" }
        let key = StepKey(payloadType: ExactName(type), fromVersion: version)
        guard steps[key] == nil else { return "migrates \(quoted) from the schema version \(version) a second time" }
        steps[key] = step
        return nil
    }
}
