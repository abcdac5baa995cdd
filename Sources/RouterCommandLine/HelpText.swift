import Router
import LinkMatching
import RouterTooling

/// Every help text the command line prints, in one place: generated from the app's
/// description (its name, tabs and routes file), or the app's own page
/// (``CommandLineApp/helpPages``).
struct HelpText {
    let app: CommandLineApp

    /// `NAME VERSION`.
    var version: String { "\(app.name) \(app.version)" }

    /// The page for `subcommand`, the main page for `nil`.
    func text(for subcommand: Invocation.Subcommand?) -> String {
        let topic: HelpTopic
        switch subcommand {
        case nil: topic = .main
        case .run: topic = .run
        case .open: topic = .open
        case .check: topic = .check
        case .explore: topic = .explore
        case .graph: topic = .graph
        case .dump: topic = .dump
        case .help:
            return "\(n) help [COMMAND]: show help for \(n) or for COMMAND (run, open, check, explore, graph, dump)."
        }
        if let page = app.helpPages[topic] { return page }
        switch topic {
        case .main: return main
        case .run: return run
        case .open: return open
        case .check: return check
        case .explore: return explore
        case .graph: return graph
        case .dump: return dump
        }
    }

    private var n: String { app.name }

    /// What routes taps when no `--routes` is given.
    private var routing: String {
        app.defaultRoutes.map { "the embedded \($0.name)" } ?? "the app's plugins alone"
    }

    /// `--tabs`, described, or that the app has none.
    private var tabsOption: String {
        guard !app.tabs.isEmpty else { return "(the app declares no tabs: --tabs is refused)" }
        return "run the app with its tabs (\(app.tabs.map(\.name).joined(separator: ", "))), each with its own stack"
    }

    private var main: String {
        """
        \(n): browse the app's screens, or run scripted navigation flows against it and
        check what was pushed.

        USAGE:
          \(n) [--routes FILE]      browse the app (see Commands below)
          \(n) run [--json] [--routes FILE] FLOW...
                                          run flow files and check their expectations
          \(n) open URL [--routes FILE] [--tabs]
                                          open one deep link and print where it led
          \(n) check [FILE] [--strict]
                                          check a routes file (default: \(app.defaultRoutes == nil ? "the app's plugins" : "the embedded one"))
          \(n) explore [--routes FILE] [--depth N] [--tabs]
                                          tap every row of every screen; report what is
                                          reachable, dead rows, unreached screens,
                                          unused routes
          \(n) graph [--routes FILE] [--format mermaid|dot] [--tabs]
                                          print the navigation graph
          \(n) dump FILE            print a YAML file as JSON ('-': standard input)
          \(n) help [COMMAND]       show help for \(n) or for a command
          \(n) --version            print the version (also: -V, version)

        OPTIONS:
          --routes FILE   route taps as FILE says instead of \(routing)
                          (see '\(n) help check')
          --tabs          \(tabsOption); for browsing, 'run', 'open', 'explore' and
                          'graph'; given before the command or after it
          -h, --help      show this help
          An option that takes a value may also be written --option=value
          (--routes=FILE, --depth=3).

        BROWSING:
          On a terminal, \(n) shows the top screen with numbered rows and a prompt.
          With standard input from a pipe or a file, it reads the same commands, one per
          line, and exits at the end of the input:
            printf 'tap 1\\nstack\\n' | \(n)

        \(FlowCommand.reference)

        EXIT STATUS:
          0  everything ran and every expectation held
          1  an expectation failed or a command could not be carried out
          2  a malformed flow or routes file, a bad command line, or standard output
             could not be written (then the reason is on standard error)

        Run '\(n) help run' for the flow file format, '\(n) help check' for the routes
        file. \(n) prints no colour, and shows control characters and bidirectional
        formatting characters in what it prints as escapes, like \\u{1B} (\\u001b inside
        JSON strings), so a title or a file cannot drive the terminal.
        """
    }

    private var run: String {
        """
        \(n) run: run flow files against the app, each from a fresh stack.

        USAGE:
          \(n) run [--json] [--routes FILE] FLOW...
          \(n) run FLOW --golden FILE [--update-golden]
          \(n) run --coverage [--json] FLOW...
          \(n) --tabs run FLOW...   (or \(n) run --tabs FLOW...)

        ARGUMENTS:
          FLOW     a flow file; '-' reads the flow from standard input

        OPTIONS:
          --json   print each event as a JSON line ({"event":"push","screen":"Menu"})
                   instead of text, every other line as {"event":"info","text":…}; with
                   several flows, each between {"event":"flow-begin","file":…} and
                   {"event":"flow-end",…}; last, {"event":"summary",…}
          --routes FILE
                   route taps as FILE says instead of \(routing)
          --tabs   \(tabsOption): each flow starts with every tab at its root and the
                   first selected; events are logged with their tab (TAB: push SCREEN)
          --golden FILE
                   compare the flow's whole log with FILE (one event per line; blank
                   lines and # comments ignored): a line diff and exit 1 when it differs
          --update-golden
                   write the flow's log to the --golden FILE instead of comparing
          --coverage
                   after the flows, report which routes (by FILE:LINE:COLUMN of the routes
                   file) and link patterns they used and which never, with a percentage;
                   a pattern marked '!' matched, but its decoder refused every value (it
                   does not count as used); with --json, as one JSON object ("refused":
                   true). Events are not printed.
          -h, --help
                   show this help

        A flow file holds one command per line, starting in column 1; '#' starts a
        comment.

        \(FlowCommand.reference)

        The log's event lines read: push NAME, present NAME, pop NAME, dismiss NAME,
        pop-to-root ROOT, go ROOT > A > B (the whole stack set in one step), link URL,
        redirect GUARD, pop NAME -> VALUE (a screen returned VALUE to the one that
        asked), leave refused NAME (a screen refused to be left; nothing changed),
        leave confirmed NAME, leave overridden NAME (a sign-out closed it anyway),
        veto REASON, and OPERATION refused (REASON) when nothing changed. A screen
        whose question was answered no is followed by NAME asks: QUESTION (type
        'answer yes' to leave). With
        --tabs, each event but a link is written after its tab (TAB: push SCREEN), and
        selecting a tab is tab NAME (or tab refused (modal on top)).

        Output: events as they happen on standard output, then (without --coverage) a
        last line: N flows, M failed, S steps; failures on standard error as
        FILE:LINE: expected …, got … (a line diff for 'expect log'). All flows are parsed
        before any runs: a malformed flow prints FILE:LINE:COLUMN: … for every problem.

        EXIT STATUS:
          0  every flow passed
          1  an expectation failed, or a command could not be carried out
          2  a flow or routes file is malformed or unreadable, the command line is bad,
             or standard output could not be written
        """
    }

    private var check: String {
        """
        \(n) check: check a routes file against the app's payload types and screens.

        USAGE:
          \(n) check [FILE] [--strict]

        With no FILE, checks \(app.defaultRoutes.map { "the embedded copy of \($0.name)" } ?? "the app's plugins alone").
        Prints every problem as FILE:LINE:COLUMN: message on standard error, or one line
        on standard output saying what the file routes. A valid file is then crawled (see
        '\(n) help explore'), and what the crawl finds is printed on standard error as
        FILE: warning: … lines: rows whose tap leads nowhere, screens no tap reaches, and
        routes no tap uses (as FILE:LINE:COLUMN: warning: …, at the route). Without
        --strict the check passes and its summary counts the warnings; with --strict any
        warning fails it (exit 1, and it does not say ok).

        A routes file (YAML):

          version: 1
          routes:
            - payload: PAYLOAD        # a registered payload type
              when: {FIELD: VALUE}    # optional: field values the payload must have
              push: SCREEN            # a registered screen (or present: for a modal)

        \(catalog)

        The file may use a subset of YAML: block and flow mappings and sequences, plain
        and quoted scalars, | and > block scalars, comments, one optional '---'. Anchors,
        aliases, tags, '?' keys, directives and several documents are refused by name.

        EXIT STATUS:
          0  the file is valid (warnings or not, without --strict)
          1  the file has problems (none of its routing is used), or warnings with --strict
          2  the file cannot be read, the command line is bad, or standard output could
             not be written
        """
    }

    /// The payload types, screens and guards a routes file may name, from the app's
    /// plugins (or why they cannot be composed).
    private var catalog: String {
        let registry: JumperRegistry
        do {
            registry = try JumperRegistry(plugins: app.plugins())
        } catch {
            return "The app's plugins clash: \(error)"
        }
        func list(_ names: [String]) -> String { names.isEmpty ? "none" : names.joined(separator: ", ") }
        return """
            Payload types: \(list(registry.payloadNames)).
            Screens: \(list(registry.screenNames)).
            Guards: \(list(registry.guardNames)).
            """
    }

    private var open: String {
        let limits = LinkLimits()
        return """
            \(n) open: open one deep link on a fresh app and print the log, the resulting
            stack and the outcome.

            USAGE:
              \(n) open URL [--routes FILE] [--tabs]

            With --tabs (also before 'open'), the app has its tabs: the link selects the
            tab whose root is its first screen (else the first tab), and the stack is
            printed one tab a line, the selected one marked with '*'.
            \(app.exampleLink.map { "\nExample: \(n) open '\($0)'\n" } ?? "")
            A link is rejected, with the reason, when it is longer than \(limits.maxLength) bytes, has more
            than \(limits.maxSegments) segments or more than \(limits.maxQueryItems) query items, is malformed, uses an unknown
            scheme or host, a non-ASCII host, invalid percent-encoding, an encoded '/', '\\'
            or NUL, control characters, '.' or '..' or empty segments, matches no pattern,
            or names something that does not exist.

            EXIT STATUS:
              0  the link showed a screen (the sign-in screen, when the screen needs sign-in)
              1  the link was rejected, or its payload leads nowhere
              2  the routes file cannot be loaded, the command line is bad, or standard
                 output could not be written
            """
    }

    private var explore: String {
        """
        \(n) explore: tap every row of every reachable screen, breadth first from the
        home screen, and report what it finds.

        USAGE:
          \(n) explore [--routes FILE] [--depth N] [--tabs]

        Prints every reachable screen with the shortest path of taps to it, the rows
        whose tap shows nothing (with the reason), the registered screens no tap reaches,
        and the routes no tap uses. Screens behind a guard are explored as if its
        condition held; the guard's screen counts as reached through it. --depth bounds
        the taps from the home screen (default 12, from 1 to 100); at most 10,000 screens
        are explored. When a bound leaves a row untapped, the report ends with a line
        saying where it stopped. With --tabs, each tab is explored from its own root and
        reported in turn; a path starts at its tab's root.
        """
    }

    private var graph: String {
        """
        \(n) graph: print the navigation graph found by 'explore', plus the routes
        file's links and guards, as text a diagram tool renders.

        USAGE:
          \(n) graph [--routes FILE] [--format mermaid|dot] [--tabs]

        Screens are nodes; taps are edges labelled with their rows (thick: modal).
        Guarded taps say [requires NAME]; the guard's redirect is a dotted edge to its
        screen. Each link pattern is a rounded node with dashed edges to the screens it
        can open. Mermaid is the default; render DOT with 'dot -Tpng'. With --tabs,
        each tab is a group (a Mermaid subgraph, a DOT cluster) of the screens its taps
        reach, and a link points at its screen in the tab that reaches it first.
        """
    }

    private var dump: String {
        """
        \(n) dump: print a YAML file as JSON, to see how a routes file is read.

        USAGE:
          \(n) dump FILE        ('-' reads standard input)

        EXIT STATUS:
          0  printed; 1  the YAML is invalid (FILE:LINE:COLUMN: message); 2  unreadable,
          or standard output could not be written
        """
    }
}
