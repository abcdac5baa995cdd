/// Which key does what in the full-screen interface: one table, that the interface follows
/// and that `?` shows.
public enum KeyMap {
    /// What the interface is showing, which changes what keys mean.
    public enum Mode: Hashable, Sendable {
        /// A screen.
        case browsing
        /// A question asked before a screen is left: y answers yes, n or Escape no.
        case question
        /// The keys, shown over the screen: any key hides them (q still quits).
        case keys
        /// Rows filtered by the text typed after `/`: characters and Backspace edit it,
        /// Up and Down move among the rows that match, Enter taps, Escape shows every row.
        case filtering
        /// The command line opened by `:`: characters and Backspace edit it, Enter carries
        /// it out as the line mode does, Escape closes it.
        case commandLine
        /// What a command printed, in a box over the screen: Up and Down (k and j) scroll it,
        /// any other key hides it (q still quits).
        case message
    }

    /// The action `key` asks for in `mode`, or `nil` for a key that does nothing there.
    public static func action(for key: Key, in mode: Mode) -> FullScreenAction? {
        switch (mode, key) {
        case (_, .control("c")): .quit
        case (_, .control("z")): .suspend
        case (_, .control("l")): .redraw
        case (.question, .character("y")), (.question, .character("Y")): .answer(true)
        case (.question, .character("n")), (.question, .character("N")), (.question, .escape): .answer(false)
        case (.question, _): nil
        case (.keys, .character("q")), (.message, .character("q")): .quit
        case (.keys, _): .toggleKeys
        case (.message, .up), (.message, .character("k")): .scrollMessageUp
        case (.message, .down), (.message, .character("j")): .scrollMessageDown
        case (.message, _): .closeMessage
        case (.filtering, .up): .moveUp
        case (.filtering, .down): .moveDown
        case (.filtering, .enter): .tap
        case (.commandLine, .enter): .submit
        case (.filtering, .escape), (.commandLine, .escape): .cancelInput
        case (.filtering, .backspace), (.commandLine, .backspace): .deleteBackward
        case (.filtering, .character(let character)), (.commandLine, .character(let character)): .insert(character)
        case (.filtering, _), (.commandLine, _): nil
        case (.browsing, .click(let row, let column)): .click(row: row, column: column)
        case (.browsing, .up), (.browsing, .character("k")): .moveUp
        case (.browsing, .down), (.browsing, .character("j")): .moveDown
        case (.browsing, .enter), (.browsing, .right), (.browsing, .character("l")): .tap
        case (.browsing, .escape), (.browsing, .backspace), (.browsing, .left), (.browsing, .character("h")): .back
        case (.browsing, .home): .home
        case (.browsing, .tab): .nextTab
        case (.browsing, .backTab): .previousTab
        case (.browsing, .character("?")): .toggleKeys
        case (.browsing, .character("/")): .beginFilter
        case (.browsing, .character(":")): .beginCommand
        case (.browsing, .character("q")): .quit
        case (.browsing, .character(let character)):
            character.wholeNumberValue.flatMap { (1...9).contains($0) ? .selectTab($0 - 1) : nil }
        default: nil
        }
    }

    /// The keys as `?` shows them, one per line; the tab keys only when the app has tabs.
    public static func reference(hasTabs: Bool) -> [String] {
        [
            "Keys",
            "Up/Down, k/j      move",
            "Enter, Right, l   tap the row",
            "Esc, Backspace    back",
            "Home              to the root",
            "click a row       tap it",
            "/                 filter rows",
            ":                 type a command",
        ]
            + (hasTabs ? ["Tab, Shift-Tab    next/prev tab", "1-9               tab by number"] : [])
            + [
                "Ctrl-L            redraw",
                "Ctrl-Z            suspend",
                "?                 these keys",
                "q, Ctrl-C         quit",
            ]
    }
}
