/// One command of a flow file or of the interactive prompt.
public enum FlowCommand: Hashable, Sendable {
    /// Tap a row of the top screen.
    case tap(TapTarget)
    /// Go back one step: dismiss a modal top screen, pop a pushed one.
    case back
    /// Return to the root screen.
    case home
    /// Print the stack.
    case stack
    /// Print the navigation log.
    case log
    /// Print the command reference.
    case help
    /// Stop: end the interactive session, or skip the rest of a flow.
    case quit
    /// Open a deep link, building its chain from the root (in an app with tabs, in the tab
    /// its chain starts in).
    case open(String)
    /// Open a deep link as an in-app link: only its own destination, on top of the current
    /// stack (`open in-app LINK`).
    case openInApp(String)
    /// Replace every screen above the selected tab's root (or the only root) in one step,
    /// with the destinations of these links, in order (`go LINK > LINK`); none returns to
    /// the root.
    case go([String])
    /// Select the named tab (`tab NAME`).
    case tab(String)
    /// Sign the named user in; a destination a guard held back resumes.
    case signIn(String)
    /// Sign out; screens that require being signed in leave the stack.
    case signOut
    /// Answer every question the next command makes screens ask before they are left
    /// (`answer yes` leaves them, `answer no` keeps them); without an answer, they stay.
    case answer(Bool)
    /// Save the stack to a file.
    case save(String)
    /// Restore the stack saved in a file: all of it or nothing.
    case restore(String)
    /// Say what restoring the stack saved in a file would do with each entry (kept,
    /// migrated, refused and why) without touching the stack: `restore --dry-run FILE`.
    case restoreDryRun(String)
    /// Print the link of the top screen: the link that opens the stack again (its top
    /// entry's link, whose parents rebuild the screens below), as a share action would.
    case link
    /// Let this much time pass on the session's clock (`wait 2s`): loaders and asynchronous
    /// checks that sleep on it finish, and a navigation pending longer than the loading
    /// threshold is noted as loading. Time moves only here, so a flow that waits an hour
    /// runs in milliseconds.
    case wait(Duration)
    /// Cancel the navigation in flight and every one waiting its turn, as Ctrl-C does at the
    /// prompt: nothing of them is shown, and each is logged `loading cancelled NAME`.
    case cancel
    /// Check something about the navigation so far.
    case expect(Expectation)

    /// Which row a tap hits.
    public enum TapTarget: Hashable, Sendable {
        /// The row numbered so, from 1 across sections, as the screen shows.
        case number(Int)
        /// The row with exactly this title.
        case title(String)
    }

    /// A check in a flow.
    public enum Expectation: Hashable, Sendable {
        /// The top screen has this name.
        case top(String)
        /// The stack holds screens with these names, root first: the selected tab's, or the
        /// only stack.
        case stack([String])
        /// The named tab's stack holds screens with these names, root first
        /// (`expect stack Menu: Menu > PizzaDetail`).
        case tabStack(tab: String, [String])
        /// The selected tab has this name.
        case tab(String)
        /// The pending destination's screen and the screens waiting after it have these
        /// names, in order; empty means nothing is pending (`expect pending none`).
        case pending([String])
        /// The last action showed nothing and changed nothing (a rejected link included).
        case ignored
        /// The last action was a link that was rejected.
        case rejected
        /// The last action changed nothing because a screen refused to be left or an
        /// observer vetoed it.
        case blocked
        /// The last value a screen returned (`pop SizePicker -> Large`) reads this way.
        case result(String)
        /// The whole log so far equals these event lines.
        case log([String])
        /// A navigation is in flight and has been noted as loading this screen (it has
        /// waited longer than the loading threshold): `expect loading PizzaDetail`.
        case loading(String)
        /// Nothing is in flight or waiting its turn: every navigation asked for has ended.
        case idle
        /// The link of the top screen, as `link` prints it, is exactly this text
        /// (`expect link giuseppe://menu/pizza/Margherita`).
        case link(String)
    }

    /// The command words, for "did you mean" hints.
    static let words = [
        "tap", "back", "home", "open", "go", "tab", "stack", "log", "help", "quit", "sign-in",
        "sign-out", "answer", "save", "restore", "link", "wait", "cancel", "expect",
    ]

    /// The word after `open` that makes a link in-app.
    static let inAppWord = "in-app"

    /// The option of `restore` that only says what restoring would do.
    static let dryRunOption = "--dry-run"

    /// The expectation words that follow `expect`.
    static let expectationWords = [
        "top", "stack", "tab", "pending", "ignored", "rejected", "blocked", "result", "log", "loading", "idle",
        "link",
    ]
}

extension FlowCommand: CustomStringConvertible {
    /// The command as it would be written, e.g. `tap 2`, `tap "Margherita"`, `expect stack
    /// Home > Menu`: spelled as in a flow file (``flowText``, a word quoted when it would
    /// read differently bare), and spelled all the same where no flow line could hold it.
    public var description: String {
        readableText
    }

    /// The entries of ``reference`` for the command `word` (`save`, `restore`, `expect`...):
    /// each entry that names the command first, with the lines that go on from it, as the
    /// reference writes them; `nil` when no command is so named (or `word` is empty).
    package static func reference(of word: String) -> String? {
        guard !word.isEmpty else { return nil }
        var entries: [Substring] = []
        var inEntry = false
        for line in reference.split(separator: "\n", omittingEmptySubsequences: false) {
            let indent = line.prefix { $0 == " " }.count
            if indent == 2 {
                let text = line.dropFirst(2)
                inEntry = text.hasPrefix(word) && (text.count == word.count || text.dropFirst(word.count).first == " ")
            } else if indent < 2 {
                inEntry = false
            }
            if inEntry { entries.append(line) }
        }
        return entries.isEmpty ? nil : entries.joined(separator: "\n")
    }

    /// ``reference`` for an app with an account (`hasAccount`), or without the `sign-in`
    /// and `sign-out` entries, which an app without one refuses: what `help` prints.
    public static func reference(hasAccount: Bool) -> String {
        hasAccount ? reference : referenceWithoutAccount
    }

    /// ``reference`` without the entries of the account's commands, `sign-in` and `sign-out`.
    private static let referenceWithoutAccount: String = {
        let accountWords = ["sign-in", "sign-out"]
        var lines: [Substring] = []
        var inAccountEntry = false
        for line in reference.split(separator: "\n", omittingEmptySubsequences: false) {
            let indent = line.prefix { $0 == " " }.count
            if indent == 2 {
                let word = line.dropFirst(2).prefix { $0 != " " }
                inAccountEntry = accountWords.contains { word == $0 }
            } else if indent < 2 {
                inAccountEntry = false
            }
            if !inAccountEntry { lines.append(line) }
        }
        return lines.joined(separator: "\n")
    }()

    /// The reference of every command, printed by `help`.
    public static let reference = """
        Commands:
          tap N          tap row N of the top screen (just N works too)
          tap "Title"    tap the row with this title (or with the text shown for it)
          back           dismiss a modal screen, or pop the top screen
          home           return to the first screen (of the selected tab)
          open URL       open a deep link, building its screens from the root (and
                         selecting its tab)
          open in-app URL
                         open a link from inside the app: only its screen, on top
          go URL > URL   set every screen above the root in one step, one link per
                         screen, checked by guards in order; just 'go' returns to the root
          tab NAME       select a tab (refused while a modal screen covers the tabs)
          stack          print the stack, root first; with tabs, one line per tab,
                         the selected one marked: '* TAB: ROOT > SCREEN'
          log            print every navigation event so far
          help           print this reference
          sign-in NAME   sign in (a screen held back by sign-in then opens)
          sign-out       sign out (screens that need sign-in close, even a screen
                         that refuses to be left)
          answer yes|no  answer every "leave this screen?" question the next command
                         asks (a screen with unsaved changes may ask; a restore may
                         ask one per tab); without an answer, the screen stays
          save FILE      save the stack (screens and their payloads; with tabs, every
                         tab's stack and the selected tab) as JSON; replaces only
                         a saved stack, never another file, a link or a FIFO
          restore FILE   restore a saved stack (every tab), all of it or nothing
                         (FILE is a file: '-' is refused, './-' names one)
          restore --dry-run FILE
                         say what restoring FILE would do with each entry (kept,
                         migrated from version N, refused: why); changes nothing
          link           print the link of the top screen: opening it shows the
                         same screens again (the screens below come from the
                         link's parents; with tabs, it ends in '#tab=NAME' when
                         it would otherwise open in another tab)
          wait TIME      let time pass for loading screens: 500ms, 2s, 1m or 1h
                         (time moves only here: waiting an hour takes no time)
          cancel         cancel what is loading (as Ctrl-C does at the prompt): it is
                         not shown
          quit           stop
        Expectations (in flow files):
          expect top NAME          the top screen is NAME
          expect stack A > B > C   the stack is exactly A, B, C (root first; with tabs,
                                   the selected tab's)
          expect stack T: A > B    tab T's stack is exactly A, B
          expect tab T             the selected tab is T
          expect pending A > B     a guard holds back A, with B waiting after it
          expect pending none      nothing is held back
          expect ignored           the last action showed nothing
          expect rejected          the last action was a link that was rejected
          expect blocked           the last action changed nothing: a screen refused
                                   to be left (or an observer vetoed it)
          expect result VALUE      the last value a screen returned, as the log writes it
          expect log               the whole log so far is the indented lines below,
            push NAME              one event per line
          expect loading NAME      a navigation to NAME is still loading, past the
                                   loading threshold
          expect idle              nothing is loading or waiting its turn
          expect link URL          the top screen's link, as 'link' prints it, is URL
        Lines starting with # are comments, and so is the rest of a line from a word
        starting with #. Quote a name holding a space at an end, ':', '>' or a leading
        '#': tab "#Main", expect stack "#Main": Start > "a:b".
        """
}
