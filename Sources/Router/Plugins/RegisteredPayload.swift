package import LinkMatching
import RouterText

/// A payload type a plugin registered: its name, fields, link decoder, `Codable` type and validator,
/// and how to build its jumper from routes-file routes. A class, so the routes-file loader
/// passes it around for every route without copying its fields.
package final class RegisteredPayload: Sendable {
    package let name: String
    let typeName: String
    package let typeID: ObjectIdentifier
    /// The plugin that registered it, for clash messages.
    let owner: String
    /// Each field's known values (`nil`: any value), by its name (compared by scalars).
    package let fields: NameTable<[String]?>
    package let fieldNames: [String]
    /// Each field of a payload of this type as the text a routes file compares, in
    /// registration order, or `nil` for a value of another type.
    package let fieldTexts: @Sendable (Any) -> [(name: String, value: String)]?
    /// Builds this type's jumper from its routes and puts it in a registry.
    package let install: @Sendable (inout JumperRegistry, [RouteRule]) -> Void
    /// The parameters a link must provide, or `nil` when links cannot lead here.
    package let linkParameters: [String]?
    /// Builds a payload from a link's parameters (and has the validator vouch for it), or
    /// `nil` when links cannot lead here.
    package let decodeLink: (@Sendable (LinkParameters) throws(LinkDecodingError) -> any Sendable)?
    /// Writes a payload's link parameters (the decoder's encoder), or `nil` when the type
    /// has no encoder; the closure answers `nil` for a value of another type.
    package let encodeLink: (@Sendable (any Sendable) -> LinkParameters?)?
    /// The type as `Codable`, for the tooling that saves and restores stacks to encode and
    /// decode its payloads with the coder it chooses; `nil` when it was not registered as
    /// `Codable`.
    package let codableType: (any (Codable & Sendable).Type)?
    /// Vouches for a payload of this type read from outside (decoded from a saved
    /// stack): the app's own value, or why it is refused. `nil` when none was registered.
    package let validate: (@Sendable (any Sendable) throws(InvalidPayload) -> any Sendable)?

    /// The most names the routes a file installs compare in place (screens, fields) before
    /// they are looked up by hash.
    private static let namesComparedInPlace = 8

    init<Payload: Sendable>(
        name: String, type: Payload.Type, owner: String, fields: [PayloadField<Payload>],
        link: LinkDecoder<Payload>?, validate validator: PayloadValidator<Payload>?,
        codableType: (any (Codable & Sendable).Type)?
    ) {
        self.codableType = codableType
        self.owner = owner
        if let validator {
            validate = { payload throws(InvalidPayload) in
                guard let typed = payload as? Payload else {
                    throw InvalidPayload("it is not a \(name)")
                }
                return try validator.check(typed)
            }
        } else {
            validate = nil
        }
        linkParameters = link?.parameters
        encodeLink = link?.encodeAny
        if let link {
            // A link's payload passes the same validator as a restored one.
            let decode: @Sendable (LinkParameters) throws(LinkDecodingError) -> any Sendable = {
                parameters throws(LinkDecodingError) in
                let payload = try link.decode(parameters)
                guard let validator else { return payload }
                do throws(InvalidPayload) {
                    return try validator.check(payload)
                } catch {
                    throw LinkDecodingError(error.reason)
                }
            }
            decodeLink = decode
        } else {
            decodeLink = nil
        }
        self.name = name
        typeName = String(reflecting: type)
        typeID = ObjectIdentifier(type)
        var knownValues = NameTable<[String]?>()
        for field in fields { knownValues[field.name] = .some(field.knownValues) }
        self.fields = knownValues
        fieldNames = fields.map(\.name)
        let readers = fields.map(\.value)
        fieldTexts = { value in
            guard let payload = value as? Payload else { return nil }
            return fields.map { ($0.name, $0.value(payload)) }
        }
        let names = fields.map(\.name)
        let readerIndex = Dictionary(fields.indices.map { (ExactText(fields[$0].name), $0) }, uniquingKeysWith: { $1 })
        install = { registry, rules in
            // Plain loops into non-generic routes: each screen's factory is looked up
            // once, and nothing generic runs per route.
            var makers: [DeclaredRoutesJumper<Payload>.Maker] = []
            var makerIndex: [ExactText: Int] = [:]
            /// The names of the first screens, by their index in `makers`: a file names a
            /// few screens over and over, and comparing names costs less than hashing them.
            var firstScreens: [String] = []
            var routes: [CompiledRoute] = []
            routes.reserveCapacity(rules.count)
            var conditions: [CompiledRoute.Condition] = []
            // Sized once: doubling would hold the old and the new storage at once.
            conditions.reserveCapacity(rules.reduce(0) { $0 + $1.conditions.count })
            for rule in rules {
                let screen: Int
                if let known = firstScreens.firstIndex(where: { $0.isScalarEqual(to: rule.screen) }) {
                    screen = known
                } else if let known = makerIndex[ExactText(rule.screen)] {
                    screen = known
                } else {
                    guard let make = registry.screen(named: rule.screen)?.maker(for: Payload.self) else { continue }
                    screen = makers.count
                    makers.append(DeclaredRoutesJumper<Payload>.maker(make))
                    makerIndex[ExactText(rule.screen)] = screen
                    if firstScreens.count == screen && screen < Self.namesComparedInPlace {
                        firstScreens.append(rule.screen)
                    }
                }
                let first = conditions.count
                for condition in rule.conditions {
                    // A type has a few fields: comparing names costs less than hashing them.
                    let field =
                        names.count <= Self.namesComparedInPlace
                        ? names.lastIndex { $0.isScalarEqual(to: condition.field) }
                        : readerIndex[ExactText(condition.field)]
                    guard let field else { continue }
                    conditions.append(CompiledRoute.Condition(field: field, value: condition.value))
                }
                routes.append(CompiledRoute(conditions: first..<conditions.count, screen: screen, route: rule))
            }
            registry.replace(
                AnyJumper(DeclaredRoutesJumper(readers: readers, makers: makers, routes: routes, conditions: conditions)),
                for: Payload.self)
        }
    }
}
