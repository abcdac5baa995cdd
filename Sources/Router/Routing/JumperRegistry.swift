/// The jumpers of an app, keyed by the payload type each one handles.
///
/// Dispatch is a dictionary lookup on the payload's dynamic type, not a scan of all jumpers,
/// so its cost does not grow with the number of registered types. The registry is a
/// `Sendable` value: build it once, then decide from any thread.
///
/// Rules, in the order ``decide(_:)-(Any?)`` and ``decide(_:)-(Any)`` apply them:
/// 1. `nil`, or an `Optional` boxed in `Any` that holds `nil`, is ignored as
///    ``IgnoreReason/nilPayload``; an `Optional` holding a value is unwrapped (at any depth).
/// 2. The jumper registered for the payload's exact type decides.
/// 3. For a class instance with no exact match, the jumper of the nearest registered
///    superclass decides (a `Margherita: Pizza` instance goes to the `Pizza` jumper unless
///    `Margherita` has its own).
/// 4. Otherwise the payload is ignored as ``IgnoreReason/noJumper(payloadType:)``.
///
/// Registration is by concrete type: a jumper for a protocol existential is never chosen
/// for a value of a conforming type.
public struct JumperRegistry: Sendable {
    private var jumpers = TypeTable<AnyJumper>()
    /// Each jumper's exact-type decider again, alone, for the common decision: one table
    /// slot holds the key and the closure, so no jumper object is touched.
    private var exactDeciders = TypeTable<ExactDecider>()

    /// A closure in a struct: a generic table stores it as it is, where a bare closure would
    /// be re-wrapped (and allocated) on every read.
    private struct ExactDecider: Sendable {
        let decide: AnyJumper.Exact
    }
    /// Keyed by scalars: two spellings of one accented name are two guards.
    private var guards = NameTable<RouteGuard>()

    /// What a screen requires whatever destination shows it, by screen name (scalars).
    private var screenRequirements = NameTable<String>()

    /// The deep links that lead to payloads.
    public private(set) var links = LinkTable()

    /// Creates an empty registry.
    public init() {}

    /// Registers `jumper` for its payload type.
    ///
    /// Registering a second jumper for a type that already has one is a programmer error:
    /// it stops the program with a message naming both jumpers. To override a jumper on
    /// purpose, call ``replace(_:)``.
    @inlinable
    public mutating func register<J: JumperProtocol>(_ jumper: J) {
        // Inlinable, so the type-erasing closures are compiled where `J` is known.
        register(AnyJumper(jumper), for: J.Payload.self)
    }

    @usableFromInline
    mutating func register(_ jumper: AnyJumper, for type: Any.Type) {
        if let existing = jumpers[type] {
            preconditionFailure(
                "JumperRegistry: \(String(reflecting: type)) already has a jumper "
                    + "(\(existing.jumperName)); registering \(jumper.jumperName) too "
                    + "is ambiguous. Use replace(_:) to override it on purpose.")
        }
        jumpers.updateValue(jumper, for: type)
        exactDeciders.updateValue(ExactDecider(decide: jumper.exact), for: type)
    }

    /// Registers `jumper` for its payload type, replacing any jumper registered before.
    /// - Returns: `true` when a jumper was replaced, `false` when the type had none.
    @discardableResult
    @inlinable
    public mutating func replace<J: JumperProtocol>(_ jumper: J) -> Bool {
        replace(AnyJumper(jumper), for: J.Payload.self)
    }

    @usableFromInline
    mutating func replace(_ jumper: AnyJumper, for type: Any.Type) -> Bool {
        exactDeciders.updateValue(ExactDecider(decide: jumper.exact), for: type)
        return jumpers.updateValue(jumper, for: type) != nil
    }

    /// Registers a guard: destinations that require `routeGuard.name` are checked against it.
    /// A second guard with the same name replaces the first.
    public mutating func registerGuard(_ routeGuard: RouteGuard) {
        guards[routeGuard.name] = routeGuard
    }

    /// The guard named `name` (compared by Unicode scalars), or `nil`.
    public func routeGuard(named name: String) -> RouteGuard? {
        guards[name]
    }

    /// The names of the registered guards, sorted.
    public var guardNames: [String] { guards.names.sorted() }

    /// Makes screen `screen` require `condition` on every path that shows it, whatever the
    /// destination says: a routes file, a link or a saved stack cannot drop the guard the
    /// app gives a screen. A second call for the same screen replaces the first.
    public mutating func require(_ condition: String, forScreen screen: String) {
        screenRequirements[screen] = condition
    }

    /// The condition `destination` must meet to be shown: the one its screen requires (see
    /// ``require(_:forScreen:)``), which wins, or else the destination's own.
    public func requirement(of destination: Destination) -> String? {
        screenRequirements.isEmpty
            ? destination.requirement
            : screenRequirements[destination.screen] ?? destination.requirement
    }

    /// The names of the guards whose screen (shown while their condition does not hold) is
    /// named `screen`.
    public func guardNames(redirectingTo screen: String) -> [String] {
        guards.values.filter { $0.redirect.screen.isScalarEqual(to: screen) }.map(\.name)
    }

    /// Adds a deep link pattern leading to payloads built by `decoder`.
    /// - Throws: ``LinkConflict`` when an equally specific pattern matching the same links is
    ///   already registered.
    public mutating func registerLink<Payload: Sendable>(
        _ pattern: LinkPattern, decoder: LinkDecoder<Payload>, constants: [String: String] = [:]
    ) throws(LinkConflict<LinkTableEntry>) {
        try links.add(pattern, decoder: decoder, constants: constants)
    }

    /// Replaces every deep link with those of `table`.
    public mutating func replaceLinks(with table: LinkTable) {
        links = table
    }

    /// Decides where `link` leads, without showing anything: its payload's destination and
    /// the pattern that matched, or why there is none. Never traps, whatever the text.
    public func decide(link: String) -> Result<LinkDecision, LinkFailure> {
        links.payload(for: link).map { LinkDecision(pattern: $0.pattern, decision: decide($0.payload)) }
    }

    /// Whether a jumper is registered for exactly `type`.
    public func hasJumper(for type: Any.Type) -> Bool {
        jumpers[type] != nil
    }

    /// The number of registered payload types.
    public var count: Int { jumpers.count }

    /// The names of the registered payload types, sorted.
    public var payloadTypeNames: [String] {
        jumpers.values.map(\.payloadTypeName).sorted()
    }

    /// Decides where `payload` leads, without showing anything. Never traps, whatever the
    /// payload.
    /// - Complexity: One hash-table lookup for a registered exact type; for an unregistered
    ///   class, one lookup per superclass.
    public func decide(_ payload: Any?) -> RouteDecision {
        guard let payload else { return .ignore(.nilPayload) }
        return decide(some: payload)
    }

    /// Decides where `payload` leads, without showing anything: the same decision as
    /// ``decide(_:)-(Any?)`` (an `Optional` inside `payload` is unwrapped, and `nil` is
    /// ignored), without wrapping the payload in an `Optional` first, which costs a copy.
    /// Never traps, whatever the payload.
    @inlinable
    public func decide(_ payload: Any) -> RouteDecision {
        decide(some: payload)
    }

    @usableFromInline
    func decide(some payload: Any) -> RouteDecision {
        // The common case first: a struct or enum registered as it is. Its static type in
        // the `Any` is its dynamic type, so the runtime need not be asked for it.
        func opened<T>(_ value: T) -> RouteDecision? {
            guard RuntimeMetadata.isStructOrEnum(T.self) else { return nil }
            // What AnyJumper.decide(exactly:with:) does, written out: calling it from here
            // costs ~18 more instructions per decision (callgrind), its closure not inlined.
            return exactDeciders.withValue(for: T.self) { exact in
                withUnsafePointer(to: value) { exact.decide(UnsafeRawPointer($0)) }
            }
        }
        if let decision = opened(payload) { return decision }
        if let exact = exactDeciders[type(of: payload)] {
            return AnyJumper.decide(exactly: payload, with: exact.decide)
        }
        guard let value = Self.unwrapped(payload) else { return .ignore(.nilPayload) }
        let valueType = type(of: value)
        if let exact = exactDeciders[valueType] {
            return AnyJumper.decide(exactly: value, with: exact.decide)
        }
        if let jumper = nearestSuperclassJumper(of: valueType) {
            return jumper.decide(casting: value)
        }
        return .ignore(.noJumper(payloadType: String(describing: valueType)))
    }

    private func nearestSuperclassJumper(of type: Any.Type) -> AnyJumper? {
        guard let subclass = type as? AnyClass else { return nil }
        var current: AnyClass? = _getSuperclass(subclass)
        while let ancestor = current {
            if let jumper = jumpers[ancestor] { return jumper }
            current = _getSuperclass(ancestor)
        }
        return nil
    }

    /// Unwraps `Optional`s boxed in `Any`, at any depth; `nil` when one holds `nil`.
    private static func unwrapped(_ payload: Any) -> Any? {
        var current: Any? = payload
        while let value = current, let box = value as? any OptionalBox {
            current = box.boxedValue
        }
        return current
    }
}

/// Lets the registry see through an `Optional` boxed in `Any`.
private protocol OptionalBox {
    var boxedValue: Any? { get }
}

extension Optional: OptionalBox {
    fileprivate var boxedValue: Any? { map { $0 as Any } }
}
