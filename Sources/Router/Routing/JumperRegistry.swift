import RouterText

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
    /// The exact-type decider of each jumper whose payload type holds only values of its
    /// own type, again, alone, for the common decision: one table slot holds the key and the
    /// closure, so no jumper object is touched. A class or metatype payload type has none
    /// here: its decisions start from the payload's dynamic type.
    private var exactDeciders = TypeTable<ExactDecider>()

    /// A closure in a struct: a generic table stores it as it is, where a bare closure would
    /// be re-wrapped (and allocated) on every read.
    private struct ExactDecider: Sendable {
        let decide: AnyJumper.Exact

        /// Whether a value an `Any` stores as `type` is always of exactly that type: true for
        /// every type but classes and metatypes (a `Dog` instance, or `Dog.self`, may be
        /// stored as an `Animal` or an `Animal.Type`). Found once, at registration, with two
        /// casts, so that a decision need not ask the runtime for the payload's dynamic type.
        /// Never inlined: inlined into generic code that registers a jumper, Swift 6.3's
        /// optimizer passed the metatype boxed in `Any` to the cast as a value of the type
        /// itself (a release build then crashed destroying it); on its own, with `type` an
        /// existential metatype, the cast is what it says.
        @inline(never)
        static func holdsOnlyItsOwnType(_ type: Any.Type) -> Bool {
            if type is AnyClass { return false }
            let boxed: Any = type
            return !(boxed is Any.Type.Type)
        }
    }
    /// The plugin that registered each payload type's jumper, for clash messages; none for
    /// the jumpers a routes file builds.
    private var jumperOwners: [ObjectIdentifier: String] = [:]

    /// Keyed by scalars: two spellings of one accented name are two guards.
    private(set) var guards = NameTable<Owned<RouteGuard>>()

    /// What a screen requires whatever destination shows it, by screen name (scalars).
    private(set) var screenRequirements = NameTable<Owned<String>>()

    /// The names of the guards whose screen each screen is, by screen name (scalars), in
    /// registration order. Kept with ``guards``.
    private var guardsByScreen = NameTable<[String]>()

    /// The payload types plugins registered by name, for routes files, links and saving.
    package private(set) var payloads = NameTable<RegisteredPayload>()

    /// The same payload types by type, so saving an entry or checking a registration is
    /// one lookup whatever the number of types (a scan made composing n types O(n²)).
    private var payloadsByType: [ObjectIdentifier: RegisteredPayload] = [:]

    /// The screens plugins registered by name.
    package private(set) var screens = NameTable<RegisteredScreen>()
    /// Whether any registered screen loads its data before it is built: without one, no
    /// navigation looks for loaders.
    package private(set) var hasLoaders = false

    /// The schema versions of payload types and the migrations of saved stacks.
    package internal(set) var savedStackMigrations = SavedStackMigrations()

    /// The deep links that lead to payloads.
    public package(set) var links = LinkTable()

    /// A value with the plugin that registered it.
    struct Owned<Value: Sendable>: Sendable {
        let value: Value
        let owner: String
    }

    /// Creates an empty registry: no jumper, screen, guard or link. Compose plugins with
    /// ``init(plugins:)`` to fill one.
    public init() {}

    /// Puts `jumper` in for `type` unless the type has one.
    /// - Returns: The plugin that registered the jumper already there, or `nil` when the
    ///   jumper was added.
    @usableFromInline
    mutating func add(_ jumper: AnyJumper, for type: Any.Type, owner: String) -> String? {
        if jumpers[type] != nil { return jumperOwners[ObjectIdentifier(type)] ?? "" }
        replace(jumper, for: type, owner: owner)
        return nil
    }

    /// The plugin that registered the jumper of the type `type`, or `nil` when it has none.
    package func jumperOwner(of type: ObjectIdentifier) -> String? {
        jumperOwners[type]
    }

    /// Puts `jumper` in for `type`, replacing any jumper there.
    /// - Returns: Whether a jumper was replaced.
    @usableFromInline
    @discardableResult
    mutating func replace(_ jumper: AnyJumper, for type: Any.Type, owner: String? = nil) -> Bool {
        if ExactDecider.holdsOnlyItsOwnType(type) {
            exactDeciders.updateValue(ExactDecider(decide: jumper.exact), for: type)
        }
        jumperOwners[ObjectIdentifier(type)] = owner
        return jumpers.updateValue(jumper, for: type) != nil
    }

    /// Adds `routeGuard`, or replaces the guard of its name when `replacing` is set.
    /// - Returns: The plugin that registered the guard already there (nothing is changed
    ///   unless `replacing`), or `nil` when there was none.
    mutating func put(_ routeGuard: RouteGuard, owner: String, replacing: Bool) -> String? {
        let existing = guards[routeGuard.name]?.owner
        if existing == nil || replacing {
            if let replaced = guards[routeGuard.name]?.value { unindexGuardScreen(of: replaced) }
            guards[routeGuard.name] = Owned(value: routeGuard, owner: owner)
            indexGuardScreen(of: routeGuard)
        }
        return existing
    }

    /// The guard named `name` (compared by Unicode scalars), or `nil`.
    public func routeGuard(named name: String) -> RouteGuard? {
        guards[name]?.value
    }

    /// The names of the registered guards, sorted.
    public var guardNames: [String] { guards.names.sorted() }

    /// Gives the guard `name` the prerequisite `condition` (a routes file's `guards:`), unless
    /// it has another one.
    /// - Returns: The plugin that registered the guard with a different prerequisite (nothing
    ///   is changed then), or `nil`.
    package mutating func setPrerequisite(_ condition: String, ofGuard name: String) -> String? {
        guard let owned = guards[name] else { return nil }
        if let existing = owned.value.requires {
            return existing.isScalarEqual(to: condition) ? nil : owned.owner
        }
        let chained = RouteGuard(owned.value.name, redirect: owned.value.redirect, requires: condition)
        guards[name] = Owned(value: chained, owner: owned.owner)
        return nil
    }

    /// The guard chains that cannot be followed, over the whole registry at once: each
    /// chain that goes round (its guards in order, from the first guard of the loop met from
    /// the guard first in name order, back to it), each chain longer than
    /// ``GuardChain/maxLength`` (from a guard no other guard requires) and each prerequisite
    /// that names no guard, with the plugins that registered them. Each is reported once.
    ///
    /// It finds exactly the chains ``guardChain(of:)`` does not call complete (a property
    /// test checks this on random registries), in one pass: a loop of 20,000 guards is one
    /// problem, found in linear time.
    package func guardChainProblems() -> GuardChainProblems {
        var problems = GuardChainProblems()
        var done = Set<ExactText>()
        /// The number of guards of each explored chain that ends (complete or unknown), by
        /// its first guard.
        var lengths: [ExactText: Int] = [:]
        for start in guards.names.sorted() where !done.contains(ExactText(start)) {
            var path: [String] = []
            var onPath: [ExactText: Int] = [:]
            var current: String? = start
            var tail = 0
            while let name = current {
                if done.contains(ExactText(name)) {
                    tail = lengths[ExactText(name)] ?? 0
                    break
                }
                if let index = onPath[ExactText(name)] {
                    let cycle = Array(path[index...])
                    problems.loops.append((cycle + [name], cycle.compactMap { guards[$0]?.owner }))
                    tail = .max / 2
                    break
                }
                guard let owned = guards[name] else { break }
                onPath[ExactText(name)] = path.count
                path.append(name)
                if let next = owned.value.requires, guards[next] == nil {
                    problems.unknown.append((name, next, owned.owner))
                }
                current = owned.value.requires
            }
            for (index, name) in path.enumerated() {
                done.insert(ExactText(name))
                lengths[ExactText(name)] = path.count - index + tail
            }
        }
        let required = Set(guards.values.compactMap { $0.value.requires.map { ExactText($0) } })
        for start in guards.names.sorted() where !required.contains(ExactText(start)) {
            guard let length = lengths[ExactText(start)], length > GuardChain.maxLength, length < .max / 2 else {
                continue
            }
            let names = guardChain(of: start).names
            problems.tooLong.append((names, names.compactMap { guards[$0]?.owner }))
        }
        return problems
    }

    /// The guard chains that cannot be followed (see ``guardChainProblems()``).
    package struct GuardChainProblems {
        /// Each loop: its guards, the first repeated at the end, and their plugins.
        package var loops: [(names: [String], owners: [String])] = []
        /// Each chain longer than ``GuardChain/maxLength``: its first guards (one more than
        /// the bound) and their plugins.
        package var tooLong: [(names: [String], owners: [String])] = []
        /// Each guard whose prerequisite names no guard, with it and the guard's plugin.
        package var unknown: [(name: String, requires: String, owner: String)] = []
    }

    /// Makes screen `screen` require `condition` on every path that shows it: the one
    /// record of what a screen requires, whoever registered the screen.
    /// - Returns: The plugin that gave the screen another condition before (nothing is
    ///   changed unless `replacing`), or `nil`.
    mutating func require(
        _ condition: String, forScreen screen: String, owner: String, replacing: Bool = false
    ) -> String? {
        if !replacing, let existing = screenRequirements[screen], !existing.value.isScalarEqual(to: condition) {
            return existing.owner
        }
        screenRequirements[screen] = Owned(value: condition, owner: owner)
        return nil
    }

    /// Notes that `routeGuard`'s screen is its guard's.
    private mutating func indexGuardScreen(of routeGuard: RouteGuard) {
        guardsByScreen[routeGuard.redirect.screen, default: []].append(routeGuard.name)
    }

    /// Forgets that `routeGuard`'s screen was its guard's, when the guard is replaced.
    private mutating func unindexGuardScreen(of routeGuard: RouteGuard) {
        guard var names = guardsByScreen[routeGuard.redirect.screen] else { return }
        names.removeAll { $0.isScalarEqual(to: routeGuard.name) }
        guardsByScreen[routeGuard.redirect.screen] = names.isEmpty ? nil : names
    }

    /// The guards whose screen is named (``Destination/push(registered:payload:requires:)``)
    /// but not registered for its payload: each guard's name, screen and plugin, sorted.
    func guardsWithUnregisteredScreens() -> [(name: String, screen: String, owner: String)] {
        guards.values
            .filter { $0.value.redirect.resolved(in: self) == nil }
            .map { ($0.value.name, $0.value.redirect.screen, $0.owner) }
            .sorted { $0.name < $1.name }
    }

    /// The names of the guards whose screen (shown while their condition does not hold) is
    /// named `screen` (compared by Unicode scalars), in registration order.
    /// - Complexity: One name look-up.
    public func guardNames(redirectingTo screen: String) -> [String] {
        guardsByScreen.isEmpty ? [] : guardsByScreen[screen] ?? []
    }

    /// Adds `payload` under its name.
    /// - Returns: The problems when its name or its type is taken, empty when it was added;
    ///   nothing is changed when there is a problem. A name and a type taken by two other
    ///   registrations are two problems; taken by one (the same type registered again under
    ///   the same name), one: the name's.
    mutating func add(_ payload: RegisteredPayload) -> [CompositionProblem] {
        var problems: [CompositionProblem] = []
        let byName = payloads[payload.name]
        if let byName {
            problems.append(.payloadName(payload.name, first: byName.owner, second: payload.owner))
        }
        if let byType = self.payload(forType: payload.typeID), byName?.typeID != byType.typeID {
            problems.append(.payloadType(payload.typeName, first: byType.owner, second: payload.owner))
        }
        guard problems.isEmpty else { return problems }
        payloads[payload.name] = payload
        payloadsByType[payload.typeID] = payload
        return []
    }

    /// Adds, extends or replaces the screen `screen.name`.
    mutating func put(_ screen: RegisteredScreen) {
        if screen.loads { hasLoaders = true }
        screens[screen.name] = screen
    }

    /// The loader of the registered screen `destination` names, for its payload; `nil` for a
    /// destination that brings its own factory or whose screen is built from the payload
    /// alone. The one rule for which screens wait for data, for the queue and the router.
    package func loader(for destination: Destination) -> (@Sendable (any Sendable) async throws -> any Sendable)? {
        guard hasLoaders, destination.isRegisteredScreen else { return nil }
        return screens[destination.screen]?.loader(for: destination.payload)
    }

    /// The registered screen shown when the loader of the screen `screen` fails, when that
    /// screen declares one.
    package func failureScreen(of screen: String) -> String? {
        screens[screen]?.failureScreen
    }

    /// The payload type registered for `type`, or `nil`.
    package func payload(forType type: ObjectIdentifier) -> RegisteredPayload? {
        payloadsByType[type]
    }

    /// The registered name of `payload`'s type and each of its fields as the text a routes
    /// file compares, or `nil` when no payload type is registered for exactly its type.
    package func fieldTexts(of payload: Any) -> (payload: String, fields: [(name: String, value: String)])? {
        guard let registered = self.payload(forType: ObjectIdentifier(type(of: payload))),
            let fields = registered.fieldTexts(payload)
        else { return nil }
        return (registered.name, fields)
    }

    /// The screen named `name`, or `nil`.
    package func screen(named name: String) -> RegisteredScreen? {
        screens[name]
    }

    /// Whether screen `screen` can show payloads of the type registered as `payload`.
    package func screen(_ screen: RegisteredScreen, shows payload: RegisteredPayload) -> Bool {
        screen.anyPayload != nil || screen.makers[payload.typeID] != nil
    }

    /// The registered names of the payload types `screen` shows, sorted.
    package func payloadNames(shownBy screen: RegisteredScreen) -> [String] {
        payloads.values.filter { self.screen(screen, shows: $0) }.map(\.name).sorted()
    }

    /// The registered payload names (what routes files and saved stacks name), sorted.
    public var payloadNames: [String] { payloads.names.sorted() }

    /// The registered screen names, sorted.
    public var screenNames: [String] { screens.names.sorted() }

    /// Decides where `link` leads, without showing anything: its payload's destination and
    /// the pattern that matched, with the same for each of its parents (see
    /// ``LinkDecision/parents``), or why there is none. A parent that cannot be opened, a
    /// cycle of parents, or a chain of more than ``LinkTable/maxParents`` parents fails the
    /// whole link with ``LinkFailure/parent(link:_:)``. Never traps, whatever the text.
    public func decide(link: String) -> Result<LinkDecision, LinkFailure> {
        links.chain(for: link).map { chain in
            var parents: [LinkDecision] = []
            for resolved in chain.dropLast() {
                parents.append(decision(for: resolved, parents: parents))
            }
            return decision(for: chain[chain.count - 1], parents: parents)
        }
    }

    /// The link of `payload`, built from the same registration as its decoder (see
    /// ``LinkTable/link(for:)``): opening it leads to an equal payload when the type's
    /// encoder is the inverse of its decoder (nothing here checks that). The link of a
    /// stack is the link of its top entry's payload, whose parents rebuild the rest.
    /// - Returns: The link, or why there is none: no payload, no pattern leads to its type,
    ///   its decoder has no encoder, the encoded parameters fit no pattern, or the link they
    ///   make would be rejected (a `/` in a `:name` value, say). Never traps.
    public func link(for payload: (any Sendable)?) -> Result<String, PayloadLinkFailure> {
        guard let payload else { return .failure(.noPayload) }
        return links.link(for: payload)
    }

    private func decision(for resolved: LinkTable.Resolved, parents: [LinkDecision]) -> LinkDecision {
        var decision = decide(resolved.payload)
        // The destination keeps the payload, so the stack it lands on can be saved.
        if case .show(let destination) = decision, destination.payload == nil {
            decision = .show(destination.carrying(resolved.payload))
        }
        return LinkDecision(
            link: resolved.link, pattern: resolved.pattern, decision: decision, parents: parents,
            payload: resolved.payload)
    }

    /// Whether a jumper is registered for exactly `type`.
    public func hasJumper(for type: Any.Type) -> Bool {
        jumpers[type] != nil
    }

    /// The number of registered payload types.
    public var count: Int { jumpers.count }

    /// The number of payload types whose jumper a plugin registered (a routes file's
    /// routes are not counted: their jumpers have no plugin).
    package var pluginJumperCount: Int { jumperOwners.count }

    /// The names of the payload types that have a jumper, sorted.
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
        decide(opened: payload, boxed: payload, carrying: false)
    }

    /// The decision for `payload`, as ``decide(_:)-(Any?)`` makes it, whose destination
    /// also keeps the payload (as the jumper's payload type, which is `Sendable`) when the
    /// jumper did not give it one: what the router records, so a stack can be saved.
    package func decideCarryingPayload(_ payload: Any?) -> RouteDecision {
        guard let payload else { return .ignore(.nilPayload) }
        return decide(opened: payload, boxed: payload, carrying: true)
    }

    /// The common case first: a payload of a type registered as it is that holds only
    /// values of its own type (a struct or an enum). `payload` is the `Any` opened
    /// (SE-0352), so `Payload` is the type the `Any` stores the value as, which for such a
    /// type is its dynamic type: the runtime need not be asked for it, and the jumper reads
    /// the value where it lies. Any other payload is decided from `boxed`, the same `Any`.
    @inline(__always)
    private func decide<Payload>(opened payload: Payload, boxed: Any, carrying: Bool) -> RouteDecision {
        guard let slot = exactDeciders.slotIndex(of: Payload.self) else {
            return decide(byDynamicType: boxed, carrying: carrying)
        }
        return exactDeciders.withValue(at: slot) { decider in
            withUnsafePointer(to: payload) { decider.decide(UnsafeRawPointer($0), carrying) }
        }
    }

    /// The decision for `payload` by its dynamic type: the rules after the common case.
    private func decide(byDynamicType payload: Any, carrying: Bool) -> RouteDecision {
        if let decision = decide(payload, ofDynamicType: type(of: payload), carrying: carrying) { return decision }
        guard let value = Self.unwrapped(payload) else { return .ignore(.nilPayload) }
        let valueType = type(of: value)
        if let decision = decide(value, ofDynamicType: valueType, carrying: carrying) { return decision }
        if let jumper = nearestSuperclassJumper(of: valueType) {
            return decide(casting: value, with: jumper, carrying: carrying)
        }
        return .ignore(.noJumper(payloadType: String(describing: valueType)))
    }

    /// The decision of the jumper registered for exactly `dynamicType`, the dynamic type of
    /// the value `payload` holds, or `nil` when there is none.
    private func decide(_ payload: Any, ofDynamicType dynamicType: Any.Type, carrying: Bool) -> RouteDecision? {
        guard let jumper = jumpers[dynamicType] else { return nil }
        return decide(opened: payload, ofDynamicType: dynamicType, with: jumper, carrying: carrying)
    }

    /// `payload` opened (SE-0352): when the `Any` stores it as its dynamic type, the jumper's
    /// exact decider reads it where it lies; otherwise (an instance stored as its
    /// superclass, a metatype as its superclass's metatype) the jumper casts it.
    private func decide<Payload>(
        opened payload: Payload, ofDynamicType dynamicType: Any.Type, with jumper: AnyJumper, carrying: Bool
    ) -> RouteDecision {
        if Payload.self == dynamicType {
            return withUnsafePointer(to: payload) { jumper.exact(UnsafeRawPointer($0), carrying) }
        }
        return decide(casting: payload, with: jumper, carrying: carrying)
    }

    /// The decision of `jumper` for `value`, which it casts to its payload type, carrying the
    /// payload when `carrying` and the jumper's destination has none.
    private func decide(casting value: Any, with jumper: AnyJumper, carrying: Bool) -> RouteDecision {
        let decision = jumper.decide(casting: value)
        guard carrying, case .show(let destination) = decision, destination.payload == nil,
            let sendable = jumper.sendable(value)
        else { return decision }
        return .show(destination.carrying(sendable))
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
