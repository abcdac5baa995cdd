import LinkMatching
import Router
import RouterText
import RoutesFiles

extension NavigationGraph {
    /// The most combinations of candidate values one link is decided for: 4,096. A link
    /// with more (the product, over its captured parameters and unnamed segments, of each
    /// one's number of candidates) is decided for the first 4,096 only, and ends at
    /// ``LinkEdge/stoppedAtBound``.
    public static let maxLinkValueCombinations = 4_096

    /// Each link of `file` with the screens opening it can show, found by deciding links
    /// made from candidate values through `file`'s registry (see ``links``).
    static func linkEdges(_ file: RoutesFile, crawl: CrawlReport) -> [LinkEdge] {
        file.links.map { linkEdge($0, in: file, crawl: crawl) }
    }

    private static func linkEdge(_ link: LinkRule, in file: RoutesFile, crawl: CrawlReport) -> LinkEdge {
        // A loaded file's pattern always reads back; a link that does not opens nothing.
        guard let pattern = try? LinkPattern(link.pattern) else {
            return LinkEdge(pattern: link.pattern, screens: [], undecided: [], stoppedAtBound: false, tabs: [:])
        }
        let names = pattern.parameterNames
        let unnamed = pattern.segments.filter { $0 == .wildcard || $0 == .catchAll("") }.count
        let slots =
            names.map { candidates(for: $0, of: link, in: file, crawl: crawl) }
            + Array(repeating: fillers(avoiding: []), count: unnamed)
        var combinations = 1
        for slot in slots where combinations <= maxLinkValueCombinations {
            combinations = combinations.multipliedReportingOverflow(by: slot.count).partialValue
        }
        let stopped = combinations > maxLinkValueCombinations
        var screens: [String] = []
        var tabs: [ExactText: String] = [:]
        var chosen = Array(repeating: 0, count: slots.count)
        var decided = 0
        repeat {
            var values = LinkParameters()
            for (index, name) in names.enumerated() { values.addIfAbsent(name, slots[index][chosen[index]]) }
            let fillers = (names.count..<slots.count).map { slots[$0][chosen[$0]] }
            // The router's own decision: the link's pattern (a more specific one may take the
            // value), its decoder and validator, its parents, and the payload's routes.
            if let text = pattern.link(filling: values, unnamed: fillers),
                case .success(let linked) = file.registry.decide(link: text), linked.pattern == pattern,
                let screen = linked.destination?.screen, !screens.contains(where: { $0.isScalarEqual(to: screen) })
            {
                screens.append(screen)
                tabs[ExactText(screen)] = tab(opening: linked, link: text, in: file, crawl: crawl)
            }
            decided += 1
        } while decided < maxLinkValueCombinations && advance(&chosen, in: slots)
        var undecided: [String] = []
        if stopped {
            for route in file.routes where route.payload.isScalarEqual(to: link.payload) {
                let screen = route.screen
                if !(screens + undecided).contains(where: { $0.isScalarEqual(to: screen) }) { undecided.append(screen) }
            }
            // No decided link says where these start: the rule's tab for a chain it knows nothing of.
            let first = file.registry.tab(ofChainFrom: nil, naming: nil, roots: crawl.tabRoots)?.tab
            for screen in undecided { tabs[ExactText(screen)] = first }
        }
        return LinkEdge(
            pattern: link.pattern, screens: inRouteOrder(screens, of: link, in: file), undecided: undecided,
            stoppedAtBound: stopped, tabs: tabs)
    }

    /// The tab opening `link` (decided as `linked`) builds its stack in, by the rule the
    /// router opens links with (``JumperRegistry/tab(ofChainFrom:naming:roots:)``): the tab
    /// the link names, else the tab whose root its chain starts with, else the first;
    /// `nil` without tabs (the rule answers none) or when the named tab is not one of the
    /// crawl's.
    private static func tab(opening linked: LinkDecision, link: String, in file: RoutesFile, crawl: CrawlReport)
        -> String?
    {
        let named: String?
        do { named = try LinkTab.name(in: link) } catch { return nil }
        let first = linked.chain.first?.destination
        return file.registry.tab(ofChainFrom: first, naming: named, roots: crawl.tabRoots)?.tab
    }

    /// Moves `chosen` to the next combination of `slots` (the last index fastest); `false`
    /// after the last one.
    private static func advance(_ chosen: inout [Int], in slots: [[String]]) -> Bool {
        for index in chosen.indices.reversed() {
            chosen[index] += 1
            if chosen[index] < slots[index].count { return true }
            chosen[index] = 0
        }
        return false
    }

    /// `screens` in the order the file's routes of the link's payload type first name them,
    /// those no such route names (a plugin's jumper routes the type) after, as found.
    private static func inRouteOrder(_ screens: [String], of link: LinkRule, in file: RoutesFile) -> [String] {
        var order: [ExactText: Int] = [:]
        for route in file.routes where route.payload.isScalarEqual(to: link.payload) {
            if order[ExactText(route.screen)] == nil { order[ExactText(route.screen)] = order.count }
        }
        return screens.enumerated().sorted { lhs, rhs in
            (order[ExactText(lhs.element)] ?? order.count + lhs.offset)
                < (order[ExactText(rhs.element)] ?? order.count + rhs.offset)
        }.map(\.element)
    }

    /// The values a link's parameter `name` is tried with, each once, in this order: the
    /// values the file's routes of the link's payload type test the field `name` with; the
    /// field's known values; the values other links of the file give `name` under `with:`;
    /// two values none of those is; and the values the
    /// crawl's rows carried in the field. When the payload type has no field `name` (its
    /// decoder puts the value elsewhere), every field's route values and crawled values
    /// count.
    private static func candidates(for name: String, of link: LinkRule, in file: RoutesFile, crawl: CrawlReport)
        -> [String]
    {
        let field = file.registry.payloads[link.payload].flatMap { $0.fields[name] }
        func onField(_ other: String) -> Bool { field == nil || other.isScalarEqual(to: name) }
        var values: [String] = []
        var seen: Set<ExactText> = []
        func add(_ value: String) {
            if seen.insert(ExactText(value)).inserted { values.append(value) }
        }
        for route in file.routes where route.payload.isScalarEqual(to: link.payload) {
            for condition in route.conditions where onField(condition.field) { add(condition.value) }
        }
        for value in (field ?? nil) ?? [] { add(value) }
        for other in file.links where other.payload.isScalarEqual(to: link.payload) {
            if let value = other.constants[name] { add(value) }
        }
        for value in fillers(avoiding: seen) { add(value) }
        for found in crawl.fieldValues where found.payload.isScalarEqual(to: link.payload) && onField(found.field) {
            add(found.value)
        }
        return values
    }

    /// Two values that are none of `taken`: a number (`0`, else `1`, …) and a word (`other`,
    /// else `other2`, …), for a parameter whatever routes test, and for unnamed segments.
    private static func fillers(avoiding taken: Set<ExactText>) -> [String] {
        var number = 0
        while taken.contains(ExactText(String(number))) { number += 1 }
        var word = "other"
        var suffix = 1
        while taken.contains(ExactText(word)) {
            suffix += 1
            word = "other\(suffix)"
        }
        return [String(number), word]
    }
}
