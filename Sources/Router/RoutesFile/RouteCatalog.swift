/// What a routes file may name: the payload types and screens that plugins register.
///
/// A routes file refers to payload types and screens by name. Plugins register them here
/// (`registerPayload`, `registerScreen`), and ``RoutesFile`` checks every name in the
/// file against the catalog when it loads, then builds jumpers from it.
///
/// ```swift
/// var catalog = RouteCatalog()
/// catalog.registerPayload(Pizza.self, name: "Pizza", fields: [PayloadField("name") { $0.name }])
/// catalog.registerScreen("PizzaDetail", for: Pizza.self) { pizza, _ in PizzaScreen(pizza) }
/// ```
public struct RouteCatalog: Sendable {
    // Names are compared by Unicode scalars (`NameTable`), as a YAML file compares them.
    private(set) var payloads = NameTable<PayloadEntry>()
    private(set) var screens = NameTable<ScreenEntry>()
    private(set) var guards = NameTable<RouteGuard>()

    /// Creates an empty catalog.
    public init() {}

    /// Registers a payload type under `name`, with the fields routes may match on and, when
    /// deep links may lead to it, the decoder that builds it from a link's parameters.
    ///
    /// Registering a second type under a name already taken is a programmer error: it stops
    /// the program with a message naming both. Names are compared by Unicode scalars.
    ///
    /// A `Codable` payload type can also be saved with the stack and restored (see
    /// ``StackRestorer``); this overload is chosen for it automatically.
    /// - Parameter validate: Vouches for payloads built from outside (by `link`): returns
    ///   the app's own value or throws why not. A link whose payload it refuses is rejected.
    ///   `nil` accepts whatever `link` builds.
    public mutating func registerPayload<Payload: Sendable>(
        _ type: Payload.Type, name: String, fields: [PayloadField<Payload>] = [],
        link: LinkDecoder<Payload>? = nil, validate: PayloadValidator<Payload>? = nil
    ) {
        register(type, name: name, fields: fields, link: link, validate: validate, codec: nil)
    }

    mutating func register<Payload: Sendable>(
        _ type: Payload.Type, name: String, fields: [PayloadField<Payload>],
        link: LinkDecoder<Payload>?, validate: PayloadValidator<Payload>?, codec: PayloadCodec?
    ) {
        if let existing = payloads[name] {
            preconditionFailure(
                "RouteCatalog: the payload name '\(name)' is taken by \(existing.typeName); "
                    + "cannot register \(String(reflecting: type)) under it too.")
        }
        payloads[name] = PayloadEntry(
            name: name, type: type, fields: fields, link: link, validate: validate, codec: codec)
    }

    /// The payload type registered for `type`, or `nil`.
    func payload(forType type: ObjectIdentifier) -> PayloadEntry? {
        payloads.values.first { $0.typeID == type }
    }

    /// Registers a screen under `name` that shows payloads of `type`.
    ///
    /// A screen may be registered for several payload types (one call each). Registering the
    /// same name and type twice is a programmer error that stops the program.
    /// - Parameter make: Builds the screen for a payload; the context routes the new
    ///   screen's own taps.
    /// - Parameter requirement: A guard condition the screen requires on every path that
    ///   shows it, whatever a routes file says (the app wins over the file); `nil` for none.
    ///   Installing a routes file puts it in the registry (``JumperRegistry/require(_:forScreen:)``).
    public mutating func registerScreen<Payload: Sendable>(
        _ name: String, for type: Payload.Type, requires requirement: String? = nil,
        make: @escaping @Sendable (Payload, ScreenContext) -> any Screen
    ) {
        var entry = screens[name] ?? ScreenEntry(name: name)
        if let requirement { entry.requirement = requirement }
        let key = ObjectIdentifier(type)
        precondition(
            entry.makers[key] == nil,
            "RouteCatalog: screen '\(name)' is already registered for \(String(reflecting: type)).")
        entry.makers[key] = ScreenEntry.Maker(make: make) { payload, context in
            (payload as? Payload).map { make($0, context) }
        }
        screens[name] = entry
    }

    /// Registers a screen under `name` that shows any payload (it ignores the payload).
    /// - Parameter requirement: A guard condition the screen requires on every path that
    ///   shows it, whatever a routes file or a saved stack says; `nil` for none.
    public mutating func registerScreen(
        _ name: String, requires requirement: String? = nil,
        make: @escaping @Sendable (ScreenContext) -> any Screen
    ) {
        var entry = screens[name] ?? ScreenEntry(name: name)
        precondition(entry.anyPayload == nil, "RouteCatalog: screen '\(name)' is already registered.")
        entry.anyPayload = make
        if let requirement { entry.requirement = requirement }
        screens[name] = entry
    }

    /// Puts what each screen requires (see `registerScreen(_:requires:make:)`) in `registry`.
    func installScreenRequirements(into registry: inout JumperRegistry) {
        for screen in screens.values {
            if let requirement = screen.requirement { registry.require(requirement, forScreen: screen.name) }
        }
    }

    /// Registers a guard that routes may require (`requires: NAME`); loading a routes file
    /// puts it in the registry. A second guard with the same name replaces the first.
    public mutating func registerGuard(_ routeGuard: RouteGuard) {
        guards[routeGuard.name] = routeGuard
    }

    /// The registered guard names, sorted.
    public var guardNames: [String] { guards.names.sorted() }

    /// The registered payload type names, sorted.
    public var payloadNames: [String] { payloads.names.sorted() }

    /// The registered screen names, sorted.
    public var screenNames: [String] { screens.names.sorted() }

    /// The screen named `name`, or `nil`.
    func screen(named name: String) -> ScreenEntry? {
        screens[name]
    }

    /// Whether screen `screen` can show payloads of the type registered as `payload`.
    func screen(_ screen: ScreenEntry, shows payload: PayloadEntry) -> Bool {
        screen.anyPayload != nil || screen.makers[payload.typeID] != nil
    }

    /// The registered names of the payload types `screen` shows, sorted.
    func payloadNames(shownBy screen: ScreenEntry) -> [String] {
        payloads.values.filter { self.screen(screen, shows: $0) }.map(\.name).sorted()
    }
}

extension RouteCatalog {
    /// A registered payload type: its name, fields, and how to build its jumper. A class, so
    /// the loader passes it around for every route without copying nine fields.
    final class PayloadEntry: Sendable {
        let name: String
        let typeName: String
        let typeID: ObjectIdentifier
        let fields: [String: [String]?]
        let fieldNames: [String]
        /// Builds this type's jumper from its routes and puts it in a registry.
        let install: @Sendable (inout JumperRegistry, [RouteRule], RouteCatalog) -> Bool
        /// The parameters a link must provide, or `nil` when links cannot lead here.
        let linkParameters: [String]?
        /// Builds a payload from a link's parameters, or `nil` when links cannot lead here.
        let decodeLink: (@Sendable ([String: String]) throws(LinkDecodingError) -> any Sendable)?
        /// Saves and restores payloads of this type, or `nil` when it is not `Codable`.
        let codec: PayloadCodec?
        /// Vouches for a payload of this type read from outside (decoded from a saved
        /// stack): the app's own value, or why it is refused. `nil` when none was registered.
        let validate: (@Sendable (any Sendable) throws(InvalidPayload) -> any Sendable)?

        init<Payload: Sendable>(
            name: String, type: Payload.Type, fields: [PayloadField<Payload>],
            link: LinkDecoder<Payload>?, validate validator: PayloadValidator<Payload>?, codec: PayloadCodec?
        ) {
            self.codec = codec
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
            if let link {
                // A link's payload passes the same validator as a restored one.
                let decode: @Sendable ([String: String]) throws(LinkDecodingError) -> any Sendable = {
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
            self.fields = Dictionary(fields.map { ($0.name, $0.knownValues) }, uniquingKeysWith: { $1 })
            fieldNames = fields.map(\.name)
            let readers = fields.map(\.value)
            let readerIndex = Dictionary(fields.indices.map { (fields[$0].name, $0) }, uniquingKeysWith: { $1 })
            install = { registry, rules, catalog in
                // Plain loops into non-generic routes: each screen's factory is looked up
                // once, and nothing generic runs per route.
                var makers: [@Sendable (Payload, ScreenContext) -> any Screen] = []
                var makerIndex: [String: Int] = [:]
                var routes: [CompiledRoute] = []
                routes.reserveCapacity(rules.count)
                for rule in rules {
                    let screen: Int
                    if let known = makerIndex[rule.screen] {
                        screen = known
                    } else {
                        guard let make = catalog.screens[rule.screen]?.maker(for: Payload.self) else { continue }
                        screen = makers.count
                        makers.append(make)
                        makerIndex[rule.screen] = screen
                    }
                    var conditions: [CompiledRoute.Condition] = []
                    conditions.reserveCapacity(rule.conditions.count)
                    for condition in rule.conditions {
                        guard let field = readerIndex[condition.field] else { continue }
                        conditions.append(CompiledRoute.Condition(field: field, value: condition.value))
                    }
                    routes.append(CompiledRoute(conditions: conditions, screen: screen, route: rule))
                }
                return registry.replace(RoutesFileJumper(readers: readers, makers: makers, routes: routes))
            }
        }
    }

    /// A registered screen: how to build it for each payload type it shows.
    struct ScreenEntry: Sendable {
        struct Maker: Sendable {
            /// The typed factory, `@Sendable (Payload, ScreenContext) -> any Screen`.
            let make: any Sendable
            /// The same factory for an erased payload; `nil` when the payload is of
            /// another type.
            let makeAny: @Sendable (Any, ScreenContext) -> (any Screen)?
        }

        let name: String
        var makers: [ObjectIdentifier: Maker] = [:]
        var anyPayload: (@Sendable (ScreenContext) -> any Screen)?
        /// What the screen requires on every path that shows it (see `registerScreen`).
        var requirement: String?

        /// Builds the screen for an erased payload (or none), or `nil` when the screen does not
        /// show that payload's type.
        func make(payload: (any Sendable)?, context: ScreenContext) -> (any Screen)? {
            if let payload, let maker = makers[ObjectIdentifier(type(of: payload))] {
                return maker.makeAny(payload, context)
            }
            return anyPayload?(context)
        }

        /// Whether the screen can be built for a payload of the given dynamic type (or none).
        func shows(payloadType: ObjectIdentifier?) -> Bool {
            anyPayload != nil || payloadType.map { makers[$0] != nil } ?? false
        }

        /// The typed factory for `Payload`, or `nil` when the screen does not show it.
        func maker<Payload>(for type: Payload.Type)
            -> (@Sendable (Payload, ScreenContext) -> any Screen)?
        {
            if let maker = makers[ObjectIdentifier(type)],
                let make = maker.make as? @Sendable (Payload, ScreenContext) -> any Screen
            {
                return make
            }
            if let anyPayload { return { _, context in anyPayload(context) } }
            return nil
        }
    }
}
