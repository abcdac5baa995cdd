import PayloadTypes
import Router
import Swinject

/// Benchmark 1, type dispatch: an `Any` payload to a destination decision, nothing pushed.
///
/// Ours: `JumperRegistry.decide(_:)` with N payload types registered, each jumper returning
/// a push of its own screen. Peers: Swinject's `Container.resolve` from a container holding
/// the same N types, and the naive way, a chain of `as?` casts (10 and 1,000 types). Floors:
/// the payload's type looked up in a standard dictionary, answering a number, and the same
/// lookup answering a closure of the type's own that builds the jumper's destination. The
/// payloads are drawn uniformly from the N types with a fixed seed.
enum TypeDispatchBenchmark {
    static let sizes = [10, 100, 1_000, 10_000]
    /// How many payloads are drawn; batches cycle through them (a power of two).
    static let sampleCount = 4_096

    static func run(_ harness: inout Harness) throws(BenchmarkFailure) -> [ResultRow] {
        let allTypes = PayloadTypeIndex.types(sizes.max() ?? 0)
        var rows: [ResultRow] = []
        for size in sizes where harness.includes(size) {
            let types = Array(allTypes[..<size])
            let clock = ContinuousClock()
            let start = clock.now
            // Timed by hand, so the registry is a `let`: the timed closure must not copy it out
            // of a box.
            let registry = try compose { registration in
                for (number, type) in types.enumerated() { register(type, number: number, in: &registration) }
            }
            let registering = clock.now - start
            let container = Container()
            let registeringSwinject = clock.measure {
                for type in types { register(type, in: container) }
            }
            if size == sizes.last, harness.measures {
                harness.note(
                    "registering \(size) payload types (once, not a target): JumperRegistry \(registering.formatted), "
                        + "Swinject \(registeringSwinject.formatted)")
            }
            let chain = castChain(over: size)
            try verify(types: types, registry: registry, container: container, chain: chain)

            var random = SplitMix64(seed: 0x7D15_9A7C + UInt64(size))
            let picks = (0..<sampleCount).map { _ in random.below(size) }
            let payloads = picks.map { makePayload(types[$0]) }
            let payloadTypes = picks.map { types[$0] }
            let mask = sampleCount - 1

            let swinject = harness.peer { iterations in
                var sum: UInt64 = 0
                var index = 0
                for _ in 0..<iterations {
                    let type = payloadTypes[index]
                    sum &+= resolveCount(type, from: container)
                    index = (index + 1) & mask
                }
                return sum
            }
            // The floor: the payload's dynamic type looked up in a standard dictionary of the
            // same keys, answering the type's number; what any dispatch from `Any` must do.
            // Both floors' tables are `let`s: a timed closure reads them in place, never
            // through a box.
            let numbers = Dictionary(uniqueKeysWithValues: types.enumerated().map { (ObjectIdentifier($1), $0) })
            try check(
                payloads.indices.allSatisfy { numbers[ObjectIdentifier(Swift.type(of: payloads[$0]))] == picks[$0] },
                "the dictionary floor did not find every payload's type")
            let floorBatch = { (iterations: Int) -> UInt64 in
                var sum: UInt64 = 0
                var index = 0
                for _ in 0..<iterations {
                    sum &+= UInt64(numbers[ObjectIdentifier(Swift.type(of: payloads[index]))] ?? 0)
                    index = (index + 1) & mask
                }
                return sum
            }
            // The closure floor: the same dictionary answering each type's own closure, which
            // builds the destination the type's jumper builds (capturing the same values);
            // what a dispatch that runs app code per type must do at least, the floor above
            // plus a call into memory of the type's own.
            let closures = Dictionary(uniqueKeysWithValues: types.enumerated().map { (ObjectIdentifier($1), pushOfScreen($0)) })
            try check(
                payloads.indices.allSatisfy {
                    closures[ObjectIdentifier(Swift.type(of: payloads[$0]))]?().screen == screenName(picks[$0])
                },
                "the closure floor did not find every payload's screen")
            let closureFloorBatch = { (iterations: Int) -> UInt64 in
                var sum: UInt64 = 0
                var index = 0
                for _ in 0..<iterations {
                    if let destination = closures[ObjectIdentifier(Swift.type(of: payloads[index]))]?() {
                        sum &+= UInt64(destination.screen.utf8.count)
                    }
                    index = (index + 1) & mask
                }
                return sum
            }
            // Ours and the floors in turn: ours over the first floor is a target.
            let figures = harness.timed(inTurn: [
                .init(decisionsOf(registry, cycling: payloads)), .init(floorBatch, ours: false),
                .init(closureFloorBatch, ours: false),
            ])
            let (ours, floor, closureFloor) = (figures[0], figures[1], figures[2])
            rows.append(
                ResultRow(
                    "type dispatch: JumperRegistry.decide", size: "\(size) types", ours: ours,
                    peer: "[ObjectIdentifier: Int] lookup (floor)", peerFigure: floor))
            rows.append(
                ResultRow(
                    "type dispatch: JumperRegistry.decide", size: "\(size) types", ours: ours,
                    peer: "[ObjectIdentifier: closure] lookup + call (closure floor)", peerFigure: closureFloor))
            rows.append(
                ResultRow(
                    "type dispatch: JumperRegistry.decide", size: "\(size) types", ours: ours,
                    peer: "Swinject Container.resolve", peerFigure: swinject))
            if let spelledOut = try spelledOutRegistry(size) {
                try verify(types: types, registry: spelledOut, container: container, chain: nil)
                let specialized = harness.ours(decisionsOf(spelledOut, cycling: payloads))
                rows.append(
                    ResultRow(
                        "type dispatch: decide, types spelled out", size: "\(size) types", ours: specialized,
                        peer: "Swinject Container.resolve", peerFigure: swinject))
            }
            if let chain {
                let casts = harness.peer { iterations in
                    var sum: UInt64 = 0
                    var index = 0
                    for _ in 0..<iterations {
                        sum &+= UInt64(chain(payloads[index]) ?? 0)
                        index = (index + 1) & mask
                    }
                    return sum
                }
                rows.append(
                    ResultRow(
                        "type dispatch: JumperRegistry.decide", size: "\(size) types", ours: ours,
                        peer: "`as?` chain", peerFigure: casts))
            }
        }
        return rows
    }

    /// A batch of `iterations` decisions of `registry`, cycling through `payloads` (a power of
    /// two of them); sums the decided screens' name lengths.
    private static func decisionsOf(_ registry: JumperRegistry, cycling payloads: [Any]) -> (Int) -> UInt64 {
        let mask = payloads.count - 1
        return { iterations in
            var sum: UInt64 = 0
            var index = 0
            for _ in 0..<iterations {
                if case .show(let destination) = registry.decide(payloads[index]) {
                    sum &+= UInt64(destination.screen.utf8.count)
                }
                index = (index + 1) & mask
            }
            return sum
        }
    }

    /// Every registered type leads to its own screen in all implementations, and the next
    /// type, registered nowhere, leads nowhere.
    private static func verify(
        types: [any GeneratedPayload.Type], registry: JumperRegistry, container: Container,
        chain: ((Any) -> Int?)?
    ) throws(BenchmarkFailure) {
        for (number, type) in types.enumerated() {
            let payload = makePayload(type)
            let screen = registry.decide(payload).destination?.screen
            try check(screen == screenName(number), "decide(\(type)) gave \(screen ?? "nothing"), not \(screenName(number))")
            try check(resolvedType(type, from: container) == ObjectIdentifier(type), "Swinject did not resolve \(type)")
            if let chain {
                try check(chain(payload) == number, "the `as?` chain did not find \(type)")
            }
        }
        guard types.count < PayloadTypeIndex.count else { return }
        let stranger = PayloadTypeIndex.type(types.count)
        guard case .ignore(.noJumper) = registry.decide(makePayload(stranger)) else {
            throw BenchmarkFailure("decide(\(stranger)) found a jumper, but none is registered")
        }
        try check(resolvedType(stranger, from: container) == nil, "Swinject resolved the unregistered \(stranger)")
        try check(chain?(makePayload(stranger)) == nil, "the `as?` chain found the unregistered \(stranger)")
    }

    /// The registry of the first `size` types registered with their types spelled out (so
    /// every jumper is specialized, as in an app), when there is one.
    private static func spelledOutRegistry(_ size: Int) throws(BenchmarkFailure) -> JumperRegistry? {
        switch size {
        case 10: try compose(registerSpelledOut10)
        case 1_000: try compose(registerSpelledOut1000)
        default: nil
        }
    }

    /// The generated `as?` chain over the first `size` types, when there is one.
    private static func castChain(over size: Int) -> ((Any) -> Int?)? {
        switch size {
        case 10: castChain10
        case 1_000: castChain1000
        default: nil
        }
    }

    /// `S0042` for type 42.
    static func screenName(_ number: Int) -> String {
        let digits = String(number)
        return "S" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    /// The registry of one plugin that `register` fills: the benchmark's jumpers.
    private static func compose(
        _ register: (inout PluginRegistration) -> Void
    ) throws(BenchmarkFailure) -> JumperRegistry {
        do {
            return try JumperRegistry(plugin: "dispatch", register)
        } catch {
            throw BenchmarkFailure("the payload types do not compose: \(error)")
        }
    }

    /// Registers a jumper for `type`, type N leading to screen `SN`.
    static func register<Payload: GeneratedPayload>(
        _ type: Payload.Type, number: Int, in registration: inout PluginRegistration
    ) {
        let (screen, make) = screenAndFactory(number)
        registration.register(Jumper(for: Payload.self) { _ in .push(screen, make: make) })
    }

    /// What the jumper of type N does, as a closure of its own: a push of screen `SN`,
    /// capturing what the jumper's closure captures.
    private static func pushOfScreen(_ number: Int) -> @Sendable () -> Destination {
        let (screen, make) = screenAndFactory(number)
        return { .push(screen, make: make) }
    }

    /// Type N's screen name, `SN`, and the prebuilt factory of its screen: what its jumper
    /// and its closure-floor entry both capture.
    private static func screenAndFactory(
        _ number: Int
    ) -> (screen: String, make: @MainActor @Sendable (ScreenContext) -> any Screen) {
        let screen = screenName(number)
        return (screen, { _ in TextScreen(name: screen, title: screen) })
    }

    private static func register<Payload: GeneratedPayload>(_ type: Payload.Type, in container: Container) {
        container.register(Payload.self) { _ in Payload() }
    }

    private static func makePayload<Payload: GeneratedPayload>(_ type: Payload.Type) -> Any {
        Payload()
    }

    private static func resolveCount<Payload: GeneratedPayload>(
        _ type: Payload.Type, from container: Container
    ) -> UInt64 {
        container.resolve(Payload.self) == nil ? 0 : 1
    }

    private static func resolvedType<Payload: GeneratedPayload>(
        _ type: Payload.Type, from container: Container
    ) -> ObjectIdentifier? {
        container.resolve(Payload.self).map { ObjectIdentifier(Swift.type(of: $0)) }
    }
}
