import AccountScreens
import Demo
import Router
import RouterTestSupport
import RouterTooling
import Screens
import Testing

/// Property: whatever a person does with the demo's screens (taps, back, home, links,
/// `go`, tabs, sign-ins and outs, answers to leave questions, accepting the terms) while
/// code asks the size picker for results,
/// (a) a screen that refuses to be left stays, and a refusal changes nothing,
/// (b) every result request gets exactly one delivery, to the requester that asked, once
///     its screen is gone,
/// (c) no screen whose guard chain does not hold is on any stack.
@MainActor @Suite struct ScreenInteractionPropertyTests {
    /// One random thing a person (or the app's code) does.
    enum Step: CustomStringConvertible {
        case tap(Int)
        case back
        case home
        case open(String, LinkPlacement)
        case go([String])
        case tab(String)
        case signIn(String)
        case signOut
        case answer(Bool)
        case acceptTerms
        case requestSize

        var description: String {
            switch self {
            case .tap(let row): "tap \(row)"
            case .back: "back"
            case .home: "home"
            case .open(let link, let placement): "open \(link) \(placement)"
            case .go(let links): "go \(links)"
            case .tab(let name): "tab \(name)"
            case .signIn(let name): "sign-in \(name)"
            case .signOut: "sign-out"
            case .answer(let yes): "answer \(yes ? "yes" : "no")"
            case .acceptTerms: "tap I accept"
            case .requestSize: "request a size"
            }
        }
    }

    private static let links = [
        "giuseppe://menu", "giuseppe://typed", "giuseppe://about", "giuseppe://account",
        "giuseppe://menu/pizza/Margherita", "giuseppe://menu/pizza/Diavola", "giuseppe://menu/drink/Chinotto",
        "giuseppe://typed/A", "giuseppe://order/Diavola", "giuseppe://order/Margherita",
        // Malformed or unknown.
        "giuseppe://order/Hawaii", "giuseppe://nowhere", "giuseppe://", "giuseppe://menu/pizza/", "http://menu",
        "", "giuseppe://menu//pizza", "giuseppe://typed/9", "giuseppe://menu/pizza/%ZZ",
    ]

    private static func randomStep(tabbed: Bool, using generator: inout SplitMix64) -> Step {
        switch Int.random(in: 0..<40, using: &generator) {
        case 0..<12: return .tap(Int.random(in: 1...3, using: &generator))
        case 12, 13: return .tap([-1, 0, 4, 5, 6, 7, 8].randomElement(using: &generator)!)
        case 14..<17: return .back
        case 17: return .home
        case 18..<21:
            let link = links.randomElement(using: &generator) ?? ""
            return .open(link, Bool.random(using: &generator) ? .fromRoot : .onTop)
        case 21:
            let count = Int.random(in: 0...3, using: &generator)
            return .go((0..<count).map { _ in links.randomElement(using: &generator) ?? "" })
        case 22, 23:
            return tabbed ? .tab(["Home", "Menu", "Typed", "Nowhere"].randomElement(using: &generator)!) : .back
        case 24..<27: return .signIn("anna")
        case 27: return .signIn("nobody")
        case 28: return .signOut
        case 29, 30: return .answer(true)
        case 31, 32: return .answer(false)
        case 33..<36: return .acceptTerms
        default: return .requestSize
        }
    }

    /// A size requested by the test: who asked, the picker shown for it, what it got.
    @MainActor private final class Request {
        let id: Int
        weak var screen: (any Screen)?
        /// The picker's identity, kept after it is gone.
        var screenID: ObjectIdentifier?
        var deliveries: [ScreenResult<PizzaSize>] = []

        init(id: Int) {
            self.id = id
        }
    }

    /// A failure of the session: its seed, step and what broke.
    private struct Violation: Error, CustomStringConvertible {
        let description: String
    }

    /// What the whole run came across, so the test knows it reached what it checks.
    private struct Coverage {
        var refusals = 0
        var values = 0
        var orderForms = 0
    }

    private func run(_ setup: DemoSetup, seed: UInt64, steps: Int, coverage: inout Coverage) throws {
        var generator = SplitMix64(seed: seed)
        let registry = try setup.registry()
        let account = DemoAccount()
        let session = setup.session(registry, account: account)
        var requests: [Request] = []
        var history: [Step] = []

        func fail(_ message: String) -> Violation {
            Violation(
                description:
                    "\(setup) seed \(seed), step \(history.count) (\(history.last.map(String.init(describing:)) ?? "end")): \(message)\nlast steps: \(history.suffix(12).map(\.description))\nnow: \(SessionSnapshot(session))"
            )
        }

        func perform(_ step: Step) {
            switch step {
            case .tap(let row): session.perform(.tap(.number(row)))
            case .back: session.perform(.back)
            case .home: session.perform(.home)
            case .open(let link, .onTop): session.perform(.openInApp(link))
            case .open(let link, _): session.perform(.open(link))
            case .go(let links): session.perform(.go(links))
            case .tab(let name): session.perform(.tab(name))
            case .signIn(let name): session.perform(.signIn(name))
            case .signOut: session.perform(.signOut)
            case .answer(let yes): session.perform(.answer(yes))
            case .acceptTerms:
                if session.stack.top.name == DemoScreen.terms.name { session.perform(.tap(.title("I accept"))) }
            case .requestSize:
                let request = Request(id: requests.count)
                requests.append(request)
                let outcome = session.router.route(SizeChoice(), expecting: PizzaSize.self) { [request] result in
                    request.deliveries.append(result)
                }
                if case .pushed = outcome {
                    request.screen = session.stack.top
                    request.screenID = ObjectIdentifier(session.stack.top)
                }
            }
        }

        func check(
            after step: Step?, before: SessionSnapshot, refusing: [ObjectIdentifier: String],
            topBefore: ObjectIdentifier, delivered: [Int], logCount: Int
        ) throws {
            let events = session.stack.log.events[logCount...].map(\.withoutTab)
            let onStacks = Set(session.allEntries.map { ObjectIdentifier($0.screen) })
            let isSignOut = if case .signOut = step { true } else { false }
            // (a) A refusal changes nothing; a screen that would refuse stays.
            if !isSignOut {
                if let refusal = events.first(where: { if case .leave(.refused, _) = $0 { true } else { false } }) {
                    coverage.refusals += 1
                    guard SessionSnapshot(session) == before else {
                        throw fail("logged \(refusal), yet \(before) became \(SessionSnapshot(session))")
                    }
                }
                for (id, name) in refusing where !onStacks.contains(id) {
                    throw fail("\(name), which refused to be left, is gone")
                }
            }
            // (b) One delivery per request, once its screen is gone; values only to the
            // requester whose picker returned.
            let returned = events.compactMap { event -> String? in
                if case .returned(_, let text) = event { text } else { nil }
            }
            for request in requests {
                if request.screenID == topBefore, delivered[request.id] == 0, !returned.isEmpty,
                    request.deliveries.first?.value == nil
                {
                    throw fail("request \(request.id)'s picker returned \(returned), yet it got \(request.deliveries)")
                }
                guard request.deliveries.count <= 1 else {
                    throw fail("request \(request.id) got \(request.deliveries.count) deliveries: \(request.deliveries)")
                }
                let shown = request.screen.map { onStacks.contains(ObjectIdentifier($0)) } ?? false
                if shown != request.deliveries.isEmpty {
                    throw fail("request \(request.id) has \(request.deliveries) while its picker is \(shown ? "shown" : "gone")")
                }
                guard request.deliveries.count == 1, delivered[request.id] == 0, case .value(let size) = request.deliveries[0]
                else { continue }
                coverage.values += 1
                guard request.screenID == topBefore, returned.contains(size.description)
                else { throw fail("request \(request.id) got \(size), but its picker did not return it (\(returned))") }
            }
            // (c) Every guard chain holds for every screen shown; no terms while signed out.
            for entry in session.allEntries {
                var condition = entry.requirement
                var walked = 0
                while let name = condition, walked < 10 {
                    guard account.holds(name) else {
                        throw fail("\(entry.screen.name) is shown while \(name) does not hold")
                    }
                    condition = registry.routeGuard(named: name)?.requires
                    walked += 1
                }
                if account.user == nil, entry.screen.name == DemoScreen.terms.name {
                    throw fail("Terms is shown while nobody is signed in")
                }
                if entry.screen.name == DemoScreen.orderForm.name { coverage.orderForms += 1 }
            }
        }

        func step(_ step: Step?, _ body: () -> Void) throws {
            let before = SessionSnapshot(session)
            let yesQueued = session.confirmations.nextAnswer == true
            var refusing: [ObjectIdentifier: String] = [:]
            for entry in session.allEntries {
                guard let screen = entry.screen as? any LeaveGuardedScreen else { continue }
                switch screen.leaveDecision() {
                case .allow: break
                case .refuse: refusing[ObjectIdentifier(screen)] = screen.name
                case .confirm: if !yesQueued { refusing[ObjectIdentifier(screen)] = screen.name }
                }
            }
            let delivered = requests.map(\.deliveries.count)
            let topBefore = ObjectIdentifier(session.stack.top)
            let logCount = session.stack.log.events.count
            body()
            try check(
                after: step, before: before, refusing: refusing, topBefore: topBefore,
                delivered: delivered + [0], logCount: logCount)
        }

        for _ in 0..<steps {
            let next = Self.randomStep(tabbed: setup.isTabbed, using: &generator)
            history.append(next)
            try step(next) { perform(next) }
        }
        // Leave everything (answering yes), sign out, leave again: every request is settled.
        history.append(.home)
        for tab in session.stack.tabs.isEmpty ? [nil] : session.stack.tabs.map(Optional.some) {
            if let tab { session.perform(.tab(tab)) }
            session.perform(.answer(true))
            try step(.home) { session.perform(.home) }
        }
        history.append(.signOut)
        try step(.signOut) { session.perform(.signOut) }
        for tab in session.stack.tabs.isEmpty ? [nil] : session.stack.tabs.map(Optional.some) {
            if let tab { session.perform(.tab(tab)) }
            try step(.home) { session.perform(.home) }
        }
        for request in requests where request.deliveries.count != 1 {
            throw fail("request \(request.id) ended with \(request.deliveries)")
        }
    }

    @Test(arguments: DemoSetup.allCases)
    func screensThatRefuseStayResultsArriveOnceAndGuardChainsHold(setup: DemoSetup) throws {
        var coverage = Coverage()
        for seed in 0..<UInt64(16) {
            do {
                try run(setup, seed: seed, steps: 400, coverage: &coverage)
            } catch let violation as Violation {
                Issue.record("\(violation)")
            }
        }
        // The random sessions reached what the properties are about.
        #expect(coverage.refusals > 0, "\(setup): no leave refusal came up")
        #expect(coverage.values > 0, "\(setup): no requested size was returned")
        #expect(coverage.orderForms > 0, "\(setup): the order form was never shown")
    }
}
