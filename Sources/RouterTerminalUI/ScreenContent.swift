public import Router
import RouterText

/// What the full-screen interface shows, read from a navigation stack: a value the
/// renderer (``ScreenRenderer``) lays out, with nothing left to ask the stack.
///
/// Text is kept as the screens give it; the grid escapes it when it is drawn.
public struct ScreenContent: Hashable, Sendable {
    /// What one screen shows: its title, the lines under it and its rows.
    public struct Page: Hashable, Sendable {
        /// The screen's title.
        public var title: String
        /// Lines shown under the title: a list's facts, or the text of a screen without rows.
        public var lines: [String]
        /// The text of each row a person can tap (`ListItem.shownText`), row 1 first; empty
        /// for a screen without rows.
        public var rows: [String]
        /// The header of each titled section, by the index (from 0) of its first row: drawn
        /// above that row. Empty for a list without headers.
        public var headers: [Int: String]

        /// A page.
        public init(title: String, lines: [String] = [], rows: [String] = [], headers: [Int: String] = [:]) {
            self.title = title
            self.lines = lines
            self.rows = rows
            self.headers = headers
        }

        /// The indices (from 0) of the rows that `filter` keeps, in order: the rows whose
        /// text contains it, ignoring case; every row for `nil` or an empty filter. The one
        /// rule the renderer draws by and the browser moves and taps by.
        public func rowIndices(matching filter: String?) -> [Int] {
            guard let filter, !filter.isEmpty else { return Array(rows.indices) }
            let needle = filter.lowercased()
            return rows.indices.filter { rows[$0].lowercased().contains(needle) }
        }

        /// What `screen` shows: the rows of a `TappableScreen`, the lines and section
        /// headers of a `ListScreen`, and for any other screen its `Screen.render()` without
        /// the title and the line of `=` under it.
        @MainActor public init(screen: any Screen) {
            title = screen.title
            headers = [:]
            if let list = screen as? any TappableScreen {
                rows = list.rows.map(\.item.shownText)
                lines = (list as? ListScreen)?.lines ?? []
                var first = 0
                for section in (list as? ListScreen)?.dataSource.sections ?? [] {
                    if !section.title.isEmpty, !section.rows.isEmpty { headers[first] = section.title }
                    first += section.rows.count
                }
            } else {
                rows = []
                var text = screen.render().split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
                if text.first == screen.title { text.removeFirst() }
                if let rule = text.first, !rule.isEmpty, rule.allSatisfy({ $0 == "=" || $0 == "-" }) { text.removeFirst() }
                lines = text
            }
        }
    }

    /// The screen on top.
    public var page: Page
    /// When the screen on top was presented modally, the screen under it, drawn behind the
    /// panel; `nil` otherwise.
    public var below: Page?
    /// The names of the screens on the stack, root first.
    public var breadcrumb: [String]
    /// The selected row of ``page`` (from 0), or `nil` when it has no rows.
    public var selectedRow: Int?
    /// The tabs' names; empty for an app without tabs.
    public var tabs: [String]
    /// Where the selected tab is in ``tabs``, or `nil`.
    public var selectedTab: Int?
    /// The status line: the last navigation event, a message, or a spinner.
    public var status: String
    /// A question a screen asked before it is left, answered with y or n; `nil` for none.
    public var question: String?
    /// Whether the keys are shown over the screen.
    public var showsKeys: Bool
    /// The text the rows are filtered by (`/`), or `nil` when they are not: only the rows
    /// ``Page/rowIndices(matching:)`` keeps are drawn, each with its own number.
    public var filter: String?
    /// The command line being typed (`:`), or `nil` when it is closed.
    public var commandLine: String?
    /// What the last command printed, shown in a box over the screen, or `nil`.
    public var message: [String]?
    /// How many lines the box of ``message`` is scrolled up from its end: 0 shows its last
    /// lines when they do not all fit.
    public var messageScroll: Int

    /// Content given part by part (for tests and previews).
    public init(
        page: Page, below: Page? = nil, breadcrumb: [String] = [], selectedRow: Int? = nil, tabs: [String] = [],
        selectedTab: Int? = nil, status: String = "", question: String? = nil, showsKeys: Bool = false,
        filter: String? = nil, commandLine: String? = nil, message: [String]? = nil, messageScroll: Int = 0
    ) {
        self.page = page
        self.below = below
        self.breadcrumb = breadcrumb
        self.selectedRow = selectedRow
        self.tabs = tabs
        self.selectedTab = selectedTab
        self.status = status
        self.question = question
        self.showsKeys = showsKeys
        self.filter = filter
        self.commandLine = commandLine
        self.message = message
        self.messageScroll = messageScroll
    }

    /// What `stack` shows: its top screen (over the screen under it, when the top was
    /// presented modally), its screens' names, and its tabs when it has some.
    /// - Parameters:
    ///   - stack: The stack shown; a stack with tabs shows its tab bar.
    ///   - selectedRow: The selected row, kept within the top screen's rows (`nil` when it
    ///     has none).
    ///   - status: The status line.
    @MainActor
    public init(stack: any NavigationStack, selectedRow: Int, status: String = "") {
        let entries = stack.entries
        let top = entries[entries.count - 1]
        page = Page(screen: top.screen)
        below = top.presentation == .modal && entries.count > 1 ? Page(screen: entries[entries.count - 2].screen) : nil
        breadcrumb = entries.map(\.screen.name)
        self.selectedRow = page.rows.isEmpty ? nil : min(max(0, selectedRow), page.rows.count - 1)
        if let tabbed = stack as? any TabbedNavigationStack, !tabbed.tabs.isEmpty {
            tabs = tabbed.tabs
            selectedTab = tabbed.selectedTab.flatMap { name in tabbed.tabs.firstIndex { $0.isScalarEqual(to: name) } }
        } else {
            tabs = []
            selectedTab = nil
        }
        self.status = status
        question = nil
        showsKeys = false
        filter = nil
        commandLine = nil
        message = nil
        messageScroll = 0
    }
}
