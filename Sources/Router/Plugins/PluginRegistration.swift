public import LinkMatching
import RouterText

/// What one plugin registers while plugins are composed: its payload types, screens,
/// jumpers, guards and links, each recorded with the plugin's name.
///
/// Nothing here stops the program. A registration that clashes with an earlier one (from
/// this plugin or another) is not made and is noted as a ``CompositionProblem`` naming both
/// plugins; ``JumperRegistry/init(plugins:)`` then throws every problem at once. To override
/// something an earlier plugin registered on purpose, use the `replace` methods: they
/// report a problem when there is nothing to replace.
public struct PluginRegistration {
    /// The registry being filled, shared by every plugin in turn.
    @usableFromInline var registry: JumperRegistry
    /// The name of the plugin registering now.
    public internal(set) var plugin: String
    /// The problems found so far, in registration order.
    @usableFromInline var problems: [CompositionProblem] = []
    /// The links, added in registration order once every plugin has registered (a link
    /// may lead to a payload type a later plugin registers).
    private var pendingLinks: [PendingLink] = []
    /// The payload registrations refused as clashes, by type: a link a plugin adds to its
    /// own refused type is still checked with the decoder that plugin registered.
    private var refusedPayloads: [ObjectIdentifier: [RegisteredPayload]] = [:]

    private enum PendingLink {
        /// Built by the decoder the payload type is registered with.
        case byType(
            pattern: String, payloadType: ObjectIdentifier, payloadTypeName: String,
            constants: LinkParameters, parent: String?, owner: String,
            parentOfPayload: (@Sendable (any Sendable) -> (any Sendable)?)? = nil,
            parentPayloadType: (id: ObjectIdentifier, name: String)? = nil)
        /// Built by a decoder of its own.
        case decoded(LinkPattern, LinkTarget)
    }

    init(registry: JumperRegistry, plugin: String) {
        self.registry = registry
        self.plugin = plugin
    }

    // MARK: Jumpers

    /// Registers `jumper` for its payload type. A second jumper for the type is a clash.
    @inlinable
    public mutating func register<J: JumperProtocol>(_ jumper: J) {
        // Inlinable, so the type-erasing closures are compiled where `J` is known.
        if let first = registry.add(AnyJumper(jumper), for: J.Payload.self, owner: plugin) {
            problems.append(.jumper(payloadType: String(reflecting: J.Payload.self), first: first, second: plugin))
        }
    }

    /// Registers `jumper` in place of the jumper an earlier registration gave its payload
    /// type: an intended override. When there is none, nothing is registered and that is
    /// a problem.
    @inlinable
    public mutating func replace<J: JumperProtocol>(_ jumper: J) {
        guard registry.hasJumper(for: J.Payload.self) else {
            problems.append(
                .nothingToReplace(
                    what: "the jumper of \(String(reflecting: J.Payload.self))", plugin: plugin))
            return
        }
        registry.replace(AnyJumper(jumper), for: J.Payload.self, owner: plugin)
    }

    // MARK: Guards

    /// Registers a guard: destinations (and routes-file routes) that require
    /// `routeGuard.name` are checked against it. A second guard of the name is a clash.
    public mutating func registerGuard(_ routeGuard: RouteGuard) {
        if let first = registry.put(routeGuard, owner: plugin, replacing: false) {
            problems.append(.routeGuard(routeGuard.name, first: first, second: plugin))
        }
    }

    /// Registers `routeGuard` in place of the guard of its name an earlier registration
    /// made: an intended override. When there is none, nothing is registered and that is a
    /// problem.
    public mutating func replaceGuard(_ routeGuard: RouteGuard) {
        guard registry.routeGuard(named: routeGuard.name) != nil else {
            problems.append(.nothingToReplace(what: "the guard \(QuotedText.quoted(routeGuard.name))", plugin: plugin))
            return
        }
        _ = registry.put(routeGuard, owner: plugin, replacing: true)
    }

    /// Makes screen `screen` require `condition` on every path that shows it, whatever the
    /// destination says: a routes file, a link or a saved stack cannot drop the guard the
    /// app gives a screen. Another condition for the same screen is a clash.
    public mutating func require(_ condition: String, forScreen screen: String) {
        if let first = registry.require(condition, forScreen: screen, owner: plugin) {
            problems.append(.screenRequirement(screen: screen, first: first, second: plugin))
        }
    }

    // MARK: Payload types

    /// Registers a payload type under `name`, with the fields routes may match on and, when
    /// deep links may lead to it, the decoder that builds it from a link's parameters.
    ///
    /// A name or a type registered twice is a clash. Names are compared by Unicode scalars.
    /// A `Codable` payload type can also be saved with the stack and restored (see
    /// `StackRestorer` in RouterTooling); the overload for it is chosen automatically.
    /// - Parameters:
    ///   - type: The payload type.
    ///   - name: The name routes files and messages use for the type.
    ///   - fields: The fields routes may match on.
    ///   - link: The decoder that builds a payload from a link's parameters, or `nil` when
    ///     no link leads to the type.
    ///   - validate: Vouches for payloads built from outside (by `link`, or decoded
    ///     from a saved stack): returns the app's own value or throws why not. A link whose
    ///     payload it refuses is rejected. `nil` accepts whatever `link` builds.
    public mutating func registerPayload<Payload: Sendable>(
        _ type: Payload.Type, name: String, fields: [PayloadField<Payload>] = [],
        link: LinkDecoder<Payload>? = nil, validate: PayloadValidator<Payload>? = nil
    ) {
        add(
            RegisteredPayload(
                name: name, type: type, owner: plugin, fields: fields, link: link, validate: validate, codableType: nil))
    }

    /// Registers a `Codable` payload type: as the overload for any payload type, and its
    /// payloads can be saved with the stack and restored (see `StackRestorer` in RouterTooling).
    /// - Parameters:
    ///   - type: The payload type.
    ///   - name: The name routes files, messages and saved stacks use for the type.
    ///   - fields: The fields routes may match on.
    ///   - link: The decoder that builds a payload from a link's parameters, or `nil` when
    ///     no link leads to the type.
    ///   - validate: Vouches for payloads read from outside: decoded from a saved
    ///     stack or built by `link`. It returns the app's own value (looked up in the app's
    ///     data) or throws why the value is refused; a refused entry fails the whole restore,
    ///     a refused link is rejected. `nil` trusts every value that decodes: give one to every
    ///     type whose values are not all valid (a pizza must be on the menu).
    public mutating func registerPayload<Payload: Sendable & Codable>(
        _ type: Payload.Type, name: String, fields: [PayloadField<Payload>] = [],
        link: LinkDecoder<Payload>? = nil, validate: PayloadValidator<Payload>? = nil
    ) {
        add(
            RegisteredPayload(
                name: name, type: type, owner: plugin, fields: fields, link: link, validate: validate,
                codableType: type))
    }

    private mutating func add(_ payload: RegisteredPayload) {
        let clashes = registry.add(payload)
        if !clashes.isEmpty {
            problems += clashes
            refusedPayloads[payload.typeID, default: []].append(payload)
        }
    }

    /// The registration of `type` whose decoder builds the payloads of a link `owner` adds:
    /// `owner`'s own registration of the type with a decoder, even one refused as a clash
    /// (the clash is reported already, and the link is what that plugin meant), else the
    /// registration that was made, else any refused one with a decoder; `nil` when no
    /// plugin registered the type with a link decoder.
    private func linkablePayload(_ type: ObjectIdentifier, owner: String) -> RegisteredPayload? {
        let candidates = [registry.payload(forType: type)].compactMap { $0 } + refusedPayloads[type, default: []]
        return candidates.first { $0.owner == owner && $0.decodeLink != nil }
            ?? candidates.first { $0.decodeLink != nil }
    }

    // MARK: Screens

    /// Registers a screen under `name` that shows payloads of `type`.
    ///
    /// A plugin may register one screen for several payload types (one call each). The
    /// name registered by another plugin, or twice for one type, is a clash.
    /// - Parameters:
    ///   - name: The screen's name.
    ///   - type: The payload type the screen shows.
    ///   - requirement: A guard condition the screen requires on every path that shows it,
    ///     whatever a routes file, a link or a saved stack says; `nil` for none.
    ///   - make: Builds the screen for a payload; the context routes the new screen's taps.
    public mutating func registerScreen<Payload: Sendable>(
        _ name: String, for type: Payload.Type, requires requirement: String? = nil,
        make: @escaping @MainActor @Sendable (Payload, ScreenContext) -> any Screen
    ) {
        updateScreen(name, requires: requirement) { screen in
            let key = ObjectIdentifier(type)
            guard screen.makers[key] == nil else { return false }
            screen.makers[key] = Self.maker(make)
            return true
        }
    }

    /// Registers a screen under `name` that shows payloads of `type` from data it loads
    /// first: `load` fetches the data (from a server, a file...), and the screen is built
    /// from the payload and that data, never before the data is there.
    ///
    /// Such a screen is shown through a ``NavigationQueue``, which runs `load` before it
    /// commits: the router alone does not wait, and showing the screen without the queue is
    /// ignored as ``IgnoreReason/notLoaded(_:)``. When `load` throws, the queue shows
    /// `failureScreen` (or its own default) with a ``LoadFailure`` payload instead, and logs
    /// `loading failed NAME`. `load` should stop when its task is cancelled: a navigation
    /// replaced by a later one cancels it, and nothing it loaded is shown.
    /// - Parameters:
    ///   - name: The screen's name.
    ///   - type: The payload type the screen shows.
    ///   - requirement: A guard condition the screen requires on every path; `nil` for none.
    ///     Guards are checked before loading: a screen held back is not loaded.
    ///   - failureScreen: A registered screen that shows a ``LoadFailure``, shown when `load`
    ///     throws; `nil` for the queue's default.
    ///   - load: Fetches the data for a payload; it may run on any executor.
    ///   - make: Builds the screen from the payload and its data.
    public mutating func registerScreen<Payload: Sendable, Loaded: Sendable>(
        _ name: String, for type: Payload.Type, requires requirement: String? = nil, failureScreen: String? = nil,
        load: @escaping @Sendable (Payload) async throws -> Loaded,
        make: @escaping @MainActor @Sendable (Payload, Loaded, ScreenContext) -> any Screen
    ) {
        let build: @MainActor @Sendable (Payload, ScreenContext) -> any Screen = { payload, context in
            // The router builds the screen only with its data (see `NavigationRouter.makeScreen`).
            guard let loaded = context.loaded as? Loaded else { return TextScreen(name: name, title: "\(name) (not loaded)") }
            return make(payload, loaded, context)
        }
        updateScreen(name, requires: requirement) { screen in
            let key = ObjectIdentifier(type)
            guard screen.makers[key] == nil else { return false }
            var maker = Self.maker(build)
            maker.load = { payload in
                guard let payload = payload as? Payload else { throw LoadFailure.Mismatch() }
                return try await load(payload)
            }
            screen.makers[key] = maker
            if let failureScreen { screen.failureScreen = failureScreen }
            return true
        }
    }

    /// Registers a screen under `name` that shows any payload, or none (it ignores the
    /// payload). The name registered by another plugin, or twice, is a clash.
    /// - Parameters:
    ///   - name: The screen's name.
    ///   - requirement: A guard condition the screen requires on every path that shows it;
    ///     `nil` for none.
    ///   - make: Builds the screen; the context routes the new screen's taps.
    public mutating func registerScreen(
        _ name: String, requires requirement: String? = nil,
        make: @escaping @MainActor @Sendable (ScreenContext) -> any Screen
    ) {
        updateScreen(name, requires: requirement) { screen in
            guard screen.anyPayload == nil else { return false }
            screen.anyPayload = make
            return true
        }
    }

    /// Registers a screen for payloads of `type` in place of every factory an earlier
    /// registration gave the screen `name`: an intended override. When no screen has the
    /// name, nothing is registered and that is a problem.
    /// - Parameters:
    ///   - name: The name of the screen to replace.
    ///   - type: The payload type the new factory shows.
    ///   - requirement: Replaces the guard condition the screen requires; `nil` keeps the
    ///     one it had.
    ///   - make: Builds the screen for a payload; the context routes the new screen's taps.
    public mutating func replaceScreen<Payload: Sendable>(
        _ name: String, for type: Payload.Type, requires requirement: String? = nil,
        make: @escaping @MainActor @Sendable (Payload, ScreenContext) -> any Screen
    ) {
        guard registry.screen(named: name) != nil else {
            problems.append(.nothingToReplace(what: "the screen \(QuotedText.quoted(name))", plugin: plugin))
            return
        }
        var screen = RegisteredScreen(name: name, owner: plugin)
        screen.makers[ObjectIdentifier(type)] = Self.maker(make)
        registry.put(screen)
        if let requirement { _ = registry.require(requirement, forScreen: name, owner: plugin, replacing: true) }
    }

    private static func maker<Payload>(
        _ make: @escaping @MainActor @Sendable (Payload, ScreenContext) -> any Screen
    ) -> RegisteredScreen.Maker {
        RegisteredScreen.Maker(make: make) { payload, context in
            (payload as? Payload).map { make($0, context) }
        }
    }

    /// Adds to the screen `name` (new, or this plugin's own) with `change`, which returns
    /// `false` when what it adds is there already.
    private mutating func updateScreen(
        _ name: String, requires requirement: String?, _ change: (inout RegisteredScreen) -> Bool
    ) {
        var screen = registry.screen(named: name) ?? RegisteredScreen(name: name, owner: plugin)
        guard screen.owner == plugin, change(&screen) else {
            problems.append(.screen(name, first: screen.owner, second: plugin))
            return
        }
        if let requirement { require(requirement, forScreen: name) }
        registry.put(screen)
    }

    // MARK: Links

    /// Adds a deep link pattern leading to payloads of `type`, built by the link decoder
    /// that type was registered with (``registerPayload(_:name:fields:link:validate:)-7iwdy``)
    /// and vouched for by its validator. The type may be registered by a later plugin.
    ///
    /// A pattern that is not valid, that lacks a parameter the decoder needs, or that
    /// matches the same links as specifically as another plugin's pattern is a problem.
    /// - Parameters:
    ///   - pattern: The link pattern, e.g. `giuseppe://menu/pizza/:name`.
    ///   - type: The payload type the link leads to.
    ///   - constants: Fixed parameter values added to the captured ones.
    ///   - parent: The link whose screen this link's screen sits above, e.g.
    ///     `giuseppe://menu` for `giuseppe://menu/pizza/:name`: a link template whose `:name`
    ///     segments take this link's parameter values (captured or constant, never query
    ///     items). Opening the link builds the chain of parents from the root
    ///     (``LinkDecision/parents``). A template that is not a valid link pattern, that
    ///     uses a parameter this link lacks, that matches no link pattern (of any plugin or
    ///     a routes file), or whose parents come back to this link is a problem. `nil`: the
    ///     link has no parent.
    public mutating func registerLink<Payload: Sendable>(
        _ pattern: String, to type: Payload.Type, constants: LinkParameters = [:], parent: String? = nil
    ) {
        pendingLinks.append(
            .byType(
                pattern: pattern, payloadType: ObjectIdentifier(type), payloadTypeName: String(reflecting: type),
                constants: constants, parent: parent, owner: plugin))
    }

    /// Adds a deep link pattern leading to payloads of `type`, as
    /// ``registerLink(_:to:constants:parent:)``, whose parent is computed
    /// from the payload the link decodes: for a link that names only its item
    /// (`library://book/:id`) while the screen below it depends on the item's data (the
    /// book's shelf). Opening the link opens the link of the computed payload
    /// (``JumperRegistry/link(for:)``) as its parent, with that link's own parents, so the
    /// link written for a stack rebuilds it. The chain is bounded and checked as with a
    /// template parent (``LinkTable/maxParents``, a pattern met twice is a cycle).
    /// - Parameters:
    ///   - pattern: The link pattern, e.g. `library://book/:id`.
    ///   - type: The payload type the link leads to.
    ///   - constants: Fixed parameter values added to the captured ones.
    ///   - parent: Computes the payload of the screen this link's screen sits above from
    ///     the decoded (and validated) payload, e.g. `{ book in Shelf(name: book.shelf) }`;
    ///     `nil` for a payload with no parent. A parent type whose links no one can write
    ///     (no plugin registered it with a link encoder, no link leads to it with one) is a
    ///     problem (``CompositionProblem/parentPayloadWithoutLink(link:parentType:plugin:)``).
    ///     A parent payload that has no link all the same (no pattern fits its values)
    ///     fails the link with ``LinkParentFailure/noLink(_:)``: `check` opens the link of
    ///     every state it reaches.
    public mutating func registerLink<Payload: Sendable, Parent: Sendable>(
        _ pattern: String, to type: Payload.Type, constants: LinkParameters = [:],
        parentPayload parent: @escaping @Sendable (Payload) -> Parent?
    ) {
        pendingLinks.append(
            .byType(
                pattern: pattern, payloadType: ObjectIdentifier(type), payloadTypeName: String(reflecting: type),
                constants: constants, parent: nil, owner: plugin,
                parentOfPayload: { payload in (payload as? Payload).flatMap(parent) },
                parentPayloadType: (ObjectIdentifier(Parent.self), String(reflecting: Parent.self))))
    }

    /// Adds a deep link pattern leading to payloads built by `decoder`, which is trusted as
    /// it is (prefer ``registerLink(_:to:constants:parent:)``, which uses the payload type's
    /// registered decoder and validator). A pattern that is not valid, or as specific as
    /// another, is a problem.
    /// - Parameters:
    ///   - pattern: The link pattern.
    ///   - decoder: Builds the payload from the link's parameters.
    ///   - constants: Fixed parameter values added to the captured ones.
    ///   - parent: The link this link's screen sits above, as for
    ///     ``registerLink(_:to:constants:parent:)``, and checked the same way.
    public mutating func registerLink<Payload: Sendable>(
        _ pattern: String, decoder: LinkDecoder<Payload>, constants: LinkParameters = [:], parent: String? = nil
    ) {
        let parsed: LinkPattern
        do throws(LinkPatternError) {
            parsed = try LinkPattern(pattern)
        } catch {
            problems.append(.invalidLink(pattern, reason: "\(error)", plugin: plugin))
            return
        }
        let template = self.template(parent, of: pattern, owner: plugin)
        pendingLinks.append(
            .decoded(
                parsed,
                LinkTarget(
                    payloadName: String(describing: Payload.self), constants: constants,
                    decode: { parameters throws(LinkDecodingError) in try decoder.decode(parameters) },
                    line: nil, column: nil, owner: plugin, parent: template, parentText: parent,
                    payloadType: ObjectIdentifier(Payload.self), encode: decoder.encodeAny)))
    }

    /// `parent` read as a template, or `nil` (and a problem when it is not valid).
    private mutating func template(_ parent: String?, of link: String, owner: String) -> LinkTemplate? {
        guard let parent else { return nil }
        do throws(LinkTemplateError) {
            return try LinkTemplate(parent)
        } catch {
            problems.append(.invalidParentLink(link: link, parent: parent, reason: "\(error)", plugin: owner))
            return nil
        }
    }

    private mutating func add(_ pattern: LinkPattern, target: LinkTarget) {
        do throws(LinkConflict<LinkTableEntry>) {
            try registry.links.add(pattern, target: target)
        } catch {
            problems.append(
                .link(
                    pattern.description, existing: error.existing.description,
                    first: error.existingValue.owner ?? "", second: target.owner ?? ""))
        }
    }

    /// Adds the links in registration order, now that every plugin has registered its
    /// payload types.
    mutating func addPendingLinks() {
        for link in pendingLinks {
            switch link {
            case .decoded(let pattern, let target):
                add(pattern, target: target)
            case .byType(
                let text, let payloadType, let payloadTypeName, let constants, let parent, let owner,
                let parentOfPayload, _):
                let pattern: LinkPattern
                do throws(LinkPatternError) {
                    pattern = try LinkPattern(text)
                } catch {
                    problems.append(.invalidLink(text, reason: "\(error)", plugin: owner))
                    continue
                }
                let payload = linkablePayload(payloadType, owner: owner)
                if let payload {
                    let provided = Set((pattern.parameterNames + constants.names).map { ExactText($0) })
                    for missing in payload.linkParameters ?? [] where !provided.contains(ExactText(missing)) {
                        problems.append(.missingLinkParameter(link: text, parameter: missing, plugin: owner))
                    }
                } else {
                    problems.append(.linkToUnlinkablePayload(link: text, payloadType: payloadTypeName, plugin: owner))
                }
                // A link no decoder can serve still takes part in the clash check (composition
                // fails anyway, so it is never opened).
                let template = self.template(parent, of: text, owner: owner)
                add(
                    pattern,
                    target: LinkTarget(
                        payloadName: payload?.name ?? payloadTypeName, constants: constants,
                        decode: payload?.decodeLink ?? Self.notLinkable,
                        line: nil, column: nil, owner: owner, parent: template, parentText: parent,
                        payloadType: payloadType, encode: payload?.encodeLink, parentOfPayload: parentOfPayload))
            }
        }
        for case .byType(let text, _, _, _, _, let owner, _, let parentType?) in pendingLinks
        where registry.payload(forType: parentType.id)?.encodeLink == nil && !registry.links.writesLinks(of: parentType.id) {
            problems.append(.parentPayloadWithoutLink(link: text, parentType: parentType.name, plugin: owner))
        }
        pendingLinks = []
        for problem in LinkParentProblem.problems(in: registry.links) {
            problems.append(Self.compositionProblem(problem))
        }
        for found in registry.links.linksBeyondStepLimit() {
            problems.append(
                .linkBeyondStepLimit(
                    link: found.pattern.description, example: found.link, limit: registry.links.maxMatchSteps,
                    plugin: found.target.owner ?? ""))
        }
    }

    /// Stands in for the decoder of a link to a payload type no plugin registered with a
    /// link decoder, so the link is still checked against the others.
    private static let notLinkable: @Sendable (LinkParameters) throws(LinkDecodingError) -> any Sendable = {
        _ throws(LinkDecodingError) in throw LinkDecodingError("links cannot lead to this payload type")
    }

    /// `problem` as plugin composition reports it.
    private static func compositionProblem(_ problem: LinkParentProblem) -> CompositionProblem {
        let link = problem.pattern.description
        let plugin = problem.target.owner ?? ""
        let parent = problem.target.parentText ?? ""
        switch problem.kind {
        case .unknownParent:
            return .unknownParentLink(link: link, parent: parent, plugin: plugin, opening: problem.opening)
        case .missingParameter(let name):
            return .missingParentParameter(link: link, parent: parent, parameter: name, plugin: plugin)
        case .cycle(let links):
            return .parentCycle(
                links: links.map(\.pattern.description), plugins: links.map { $0.target.owner ?? "" },
                opening: problem.opening)
        case .tooManyParents(let farthest):
            return .tooManyParents(
                link: link, farthest: farthest.pattern.description, plugins: [plugin, farthest.target.owner ?? ""],
                opening: problem.opening)
        }
    }
}
