import Router
import RoutesFiles

/// One thing a person does to a reference app.
enum ReferenceAction: Hashable, CustomStringConvertible {
    /// Taps the row numbered so on the top screen.
    case tap(Int)
    /// Makes the condition hold (signing in, as it were) and tells the router.
    case hold(String)
    /// Selects the tab.
    case select(String)

    var description: String {
        switch self {
        case .tap(let number): "tap \(number)"
        case .hold(let condition): "hold \(condition)"
        case .select(let tab): "tab \(tab)"
        }
    }
}

/// A reference app running on the real router and a recording stack: from home, or from
/// the file's tabs.
@MainActor
final class ReferenceSession {
    let conditions: ReferenceConditions
    let router: NavigationRouter
    let stack: RecordingNavigationStack
    let tabs: [String]
    /// What the router reported using, in order.
    private(set) var traces: [RouteTrace] = []

    init(app: ReferenceApp, file: RoutesFile, tabbed: Bool, held: Set<String> = []) {
        let conditions = ReferenceConditions(held: held)
        self.conditions = conditions
        if tabbed {
            (router, stack) = NavigationRouter.start(registry: file.registry, tabs: file.tabs, conditions: conditions) {
                RecordingNavigationStack(tabs: $0)
            }
        } else {
            (router, stack) = NavigationRouter.start(registry: file.registry, root: app.home, conditions: conditions) {
                RecordingNavigationStack(root: $0)
            }
        }
        tabs = stack.tabs
        router.onTrace = { [weak self] in self?.traces.append($0) }
    }

    /// The screen on top of the selected tab.
    var top: (any Screen)? { stack.entries.last?.screen }

    /// The rows of the top screen, empty when it has none.
    var topRows: [ListRow] { (top as? any TappableScreen)?.rows ?? [] }

    /// Every stack, one per tab (one for an app without tabs).
    var allEntries: [[StackEntry]] {
        tabs.isEmpty ? [stack.entries] : tabs.map { stack.entries(inTab: $0) ?? [] }
    }

    /// The actions possible now: a tap of each row of the top screen, making each condition
    /// that does not hold hold, a selection of each other tab.
    var actions: [ReferenceAction] {
        topRows.indices.map { .tap($0 + 1) } + ReferenceApp.conditions.filter { !conditions.held.contains($0) }.map { .hold($0) }
            + tabs.filter { $0 != stack.selectedTab }.map { .select($0) }
    }

    /// Does `action`; a tap's outcome, `nil` for the others.
    @discardableResult
    func perform(_ action: ReferenceAction) -> RouteOutcome? {
        switch action {
        case .tap(let number):
            return (top as? any TappableScreen)?.tap(number: number)
        case .hold(let condition):
            conditions.held.insert(condition)
            _ = router.conditionsDidChange()
        case .select(let tab):
            _ = router.select(tab: tab)
        }
        return nil
    }

    /// Makes every condition hold and tells the router, which shows what waited for them.
    func makeEveryConditionHold() {
        conditions.held = Set(ReferenceApp.conditions)
        _ = router.conditionsDidChange()
    }

    /// Taps the row titled `title` on the top screen; `false` when it has none.
    func tap(titled title: String) -> Bool {
        guard let screen = top as? any TappableScreen, let number = screen.rowNumbers(titled: title).first else {
            return false
        }
        screen.tap(number: number)
        return true
    }

    /// What identifies a screen on a stack: its name, its rows, and whether code awaits
    /// its result (a value it returns changes the screen below).
    func identity(of entry: StackEntry) -> String {
        let rows = ((entry.screen as? any TappableScreen)?.rows ?? []).map(\.item.title)
        return "\(entry.screen.name)[\(rows.joined(separator: "|"))]\(router.awaitsResult(of: entry.screen) ? "*" : "")"
    }

    /// What identifies the navigation state: the selected tab, the conditions, the
    /// destination waiting for a guard (and whether a result is awaited from it), and each
    /// tab's stack of screens (``identity(of:)``).
    var key: String {
        let stacks = allEntries.map { entries in entries.map(identity).joined(separator: ">") }
        let pending =
            router.pending.map { "\($0.destination.screen)@\($0.redirectScreen)\(router.pendingAwaitsResult ? "*" : "")" }
            ?? "-"
        return "\(stack.selectedTab ?? "")/\(conditions.held.sorted())/\(pending)/\(stacks.joined(separator: "//"))"
    }
}

extension RouteOutcome {
    /// Whether a screen was shown (a guard's included).
    var showsAScreen: Bool {
        switch self {
        case .pushed, .presented, .went, .redirected: true
        default: false
        }
    }
}
