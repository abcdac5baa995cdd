public import Router
import RouterText

/// A reached screen whose link does not lead back to it: opening the link the registry
/// builds for its payload (`JumperRegistry.link(for:)`) fails, or decodes a different
/// value, or rebuilds a different stack than the one the screen was reached on (its
/// parents are not the screens below it), or the payload's type has link patterns but no
/// link can be built for it.
public struct LinkRoundTrip: Sendable, Equatable {
    /// The screen on top of the state.
    public let screen: String
    /// The taps that reached the state (the tab's name first, with tabs).
    public let path: [String]
    /// Why the link does not lead back, as a sentence.
    public let problem: String

    /// The states of `report` whose link does not round-trip in `registry`, at most one per
    /// screen on top: the first of its states that fails. Each state's link is opened as the router opens a link
    /// (`JumperRegistry.decide(link:)`: matched, decoded, validated, routed) and its
    /// payload compared with the state's by the rule restores compare entries with
    /// (equal values of one `Equatable` type, names by their Unicode scalars). A payload
    /// that is not `Equatable` cannot be compared and is not reported; a payload whose
    /// type no link leads to, or a screen shown without a payload, has nothing to prove.
    /// Then the stack the link's chain builds (its parents, then its own destination, above
    /// the state's root as the router builds it) is compared with the state's: the same
    /// screens, and equal payloads where the state's are `Equatable`; a different one is
    /// reported with both stacks.
    public static func problems(in report: CrawlReport, registry: JumperRegistry) -> [LinkRoundTrip] {
        var seen: Set<ExactText> = []
        var problems: [LinkRoundTrip] = []
        for state in report.states {
            guard let problem = problem(of: state, registry: registry),
                seen.insert(ExactText(state.top.screen)).inserted
            else { continue }
            problems.append(LinkRoundTrip(screen: state.top.screen, path: state.path, problem: problem))
        }
        return problems
    }

    private static func problem(of state: CrawledState, registry: JumperRegistry) -> String? {
        switch state.link {
        case .failure(.noPayload), .failure(.noLink): return nil
        case .failure(let failure): return "\(failure)"
        case .success(let link):
            switch registry.decide(link: link) {
            case .failure(let failure):
                return "opening its link \(link) fails: \(failure)"
            case .success(let decision):
                guard let payload = state.top.payload, payload is any Equatable else { return nil }
                guard EntryIdentity.equal(payload, decision.destination?.payload) else {
                    return "its link \(link) opens a different value than the one shown"
                }
                return stackProblem(of: state, opening: decision, link: link, registry: registry)
            }
        }
    }

    /// Why opening `decision`, the link of `state`, builds another stack than the state's,
    /// or `nil` when it builds the same one.
    private static func stackProblem(
        of state: CrawledState, opening decision: LinkDecision, link: String, registry: JumperRegistry
    ) -> String? {
        var opened: [Destination] = []
        for step in decision.chain {
            switch step {
            case .ignore(let reason): return "opening its link \(link) shows nothing: \(reason)"
            case .show(let destination): opened.append(destination)
            }
        }
        if let first = opened.first,
            registry.isRoot(first, of: EntryIdentity(screen: state.root.screen, payload: state.root.payload))
        {
            opened.removeFirst()
        }
        let same =
            opened.count == state.entries.count
            && zip(opened, state.entries).allSatisfy { destination, entry in
                destination.screen.isScalarEqual(to: entry.screen)
                    && (!(entry.payload is any Equatable) || EntryIdentity.equal(entry.payload, destination.payload))
            }
        guard !same else { return nil }
        let shown = ([state.root.screen] + state.entries.map(\.screen)).joined(separator: " > ")
        let built = ([state.root.screen] + opened.map(\.screen)).joined(separator: " > ")
        return "its link \(link) opens the stack \(built), not the one shown, \(shown)"
    }
}
