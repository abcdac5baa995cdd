import LinkMatching
import Router
import RouterTooling

/// An app's whole command line, described once from what the app declares (its name, tabs,
/// routes file, example link and plugins): what browsing and each subcommand take and do.
/// The help pages (``HelpText``) and the shell completions are generated from it.
struct CommandLineDescription {
    let app: CommandLineApp

    /// Browsing: the app with no subcommand.
    var browse: CommandDescription {
        CommandDescription(
            subcommand: nil, title: "browse the app's screens",
            usage: ["[--routes FILE]\(tabsFlag) [--full-screen]"],
            summary: "browse the app (see Commands below)", operands: .none,
            options: [
                routesOption,
                OptionDescription(
                    "--full-screen",
                    help: """
                        browse on a full-screen interface driven by keys (? shows
                        them); without a terminal, or with TERM=dumb, the line mode
                        """),
                tabsOption(
                    """
                    run the app with its tabs (\(tabNames)),
                    each with its own stack, for browsing, 'run', 'open', 'explore' and
                    'graph'; given before the command or after it
                    """),
            ].compactMap { $0 },
            details: "", exitStatus: [])
    }

    /// Every subcommand, in the order the main page lists them.
    var commands: [CommandDescription] {
        Invocation.Subcommand.allCases.map(command)
    }

    /// The description of `subcommand`.
    func command(_ subcommand: Invocation.Subcommand) -> CommandDescription {
        switch subcommand {
        case .run: run
        case .record: record
        case .open: open
        case .check: check
        case .explore: explore
        case .graph: graph
        case .dump: dump
        case .help: help
        case .completions: completions
        }
    }

    private var n: String { app.name }

    /// What routes taps when no `--routes` is given.
    private var routing: String {
        app.defaultRoutes.map { "the embedded \($0.name)" } ?? "the app's plugins alone"
    }

    private var routesOption: OptionDescription {
        OptionDescription(
            "--routes", value: "FILE", completion: .files,
            help: "route taps as FILE says instead of\n\(routing) (see '\(n) help check')")
    }

    /// The app's tabs, by name.
    private var tabNames: String { app.tabs.map(\.name).joined(separator: ", ") }

    /// `--tabs`, described by `help`; `nil` for an app that declares no tabs, whose help
    /// and completions then offer no `--tabs` (it is refused).
    private func tabsOption(_ help: @autoclosure () -> String) -> OptionDescription? {
        app.tabs.isEmpty ? nil : OptionDescription("--tabs", help: help())
    }

    /// ` [--tabs]` in a usage line, or nothing for an app without tabs.
    private var tabsFlag: String { app.tabs.isEmpty ? "" : " [--tabs]" }

    /// The exit statuses of a command that runs the app and prints what it found.
    private static let reportExitStatus = [
        "0  printed",
        "2  the app's plugins or the routes file cannot be loaded, the command line is",
        "   bad, or standard output could not be written",
    ]

    private var run: CommandDescription {
        CommandDescription(
            subcommand: .run, title: "run flow files against the app, each from a fresh stack.",
            usage: [
                "run [--json] [--routes FILE] [--jobs N] FLOW...",
                "run FLOW --golden FILE [--update-golden]",
                "run --coverage [--json] [--jobs N] FLOW...",
            ] + (app.tabs.isEmpty ? [] : ["--tabs run FLOW...   (or \(n) run --tabs FLOW...)"]),
            summary: "run flow files and check their expectations", operands: .files,
            options: [
                OptionDescription(
                    "--json",
                    help: """
                        print each event as a JSON line ({"event":"push","screen":"NAME"})
                        instead of text, every other line as {"event":"info","text":…}; with
                        several flows, each between {"event":"flow-begin","file":…} and
                        {"event":"flow-end",…}; last, {"event":"summary",…}
                        """),
                OptionDescription(
                    "--routes", value: "FILE", completion: .files, help: "route taps as FILE says instead of \(routing)"),
                tabsOption(
                    """
                    run the app with its tabs (\(tabNames)):
                    each flow starts with every tab at its root and the first selected;
                    events are logged with their tab (TAB: push SCREEN)
                    """),
                OptionDescription(
                    "--golden", value: "FILE", completion: .files,
                    help: """
                        compare the flow's whole log with FILE (one event per line; blank
                        lines and # comments ignored): a line diff and exit 1 when it differs
                        """),
                OptionDescription("--update-golden", help: "write the flow's log to the --golden FILE instead of comparing"),
                OptionDescription(
                    "--coverage",
                    help: """
                        after the flows, report which routes (by FILE:LINE:COLUMN of the routes
                        file) and link patterns (the file's, then the plugins', each by plugin
                        NAME) they used and which never, with a percentage; a pattern marked
                        '!' matched, but its decoder refused every value (it does not count as
                        used); with --json, as one JSON object ("refused": true). Events are
                        not printed.
                        """),
                OptionDescription(
                    "--jobs", value: "N",
                    help: """
                        run up to N flows at once, each in a worker process (the program
                        run again); N is from 1 to \(RunOptions.maxJobs), by default 1 (one after another, in
                        this process). What is printed, in file order, the summary and the
                        exit status are those of --jobs 1
                        """),
            ].compactMap { $0 },
            details: """
                ARGUMENTS:
                  FLOW     a flow file; '-' reads the flow from standard input

                A flow file holds one command per line, starting in column 1; '#' starts a
                comment.

                \(FlowCommand.reference(hasAccount: app.hasAccount))

                The log's event lines read: push NAME, present NAME, pop NAME, dismiss NAME,
                pop-to-root ROOT, go ROOT > A > B (the whole stack set in one step), link URL,
                redirect GUARD, pop NAME -> VALUE (a screen returned VALUE to the one that
                asked), leave refused NAME (a screen refused to be left; nothing changed),
                leave confirmed NAME, leave overridden NAME (a change of conditions closed it
                anyway), veto REASON, and OPERATION refused (REASON) when nothing changed. A
                screen whose question was answered no is followed by NAME asks: QUESTION
                (type 'answer yes' to leave). With tabs, each event but a link is written after its tab (TAB: push SCREEN), and
                selecting a tab is tab NAME (or tab refused (modal on top)).

                Screens that load and conditions checked asynchronously wait on a manual
                clock: time moves only with 'wait', so a flow that waits an hour runs in
                milliseconds. A navigation pending past 150 ms logs loading NAME, then how it
                ended: loading done NAME (before it commits), loading superseded NAME (a later
                one replaced it), loading cancelled NAME, loading failed NAME (then the
                screen's failure screen, if any). A navigation in flight when the flow ends is
                cancelled.

                Output: events as they happen on standard output, then (without --coverage) a
                last line: N flows, M failed, S steps; failures on standard error as
                FILE:LINE: expected …, got … (a line diff for 'expect log'). All flows are parsed
                before any runs: a malformed flow prints FILE:LINE:COLUMN: … for every problem,
                a screen 'expect top' or 'expect stack' names that the app does not have
                included. A failed flow does not stop the run: every flow runs.

                With --jobs N, each flow runs in a worker process (\(n) run again, with
                the same options), at most N at a time; a flow's output is printed once it
                and every flow before it have ended, so the output is what --jobs 1 prints,
                byte for byte, on standard output and on standard error. Flows run at the
                same time, so a flow that restores a file another flow saves may not find
                it written yet. A worker that crashes or is killed is said on standard
                error, naming its flow, which counts as failed. A worker ends when its flow
                does: there is no time limit of its own.
                """,
            exitStatus: [
                "0  every flow passed",
                "1  an expectation failed, or a command could not be carried out",
                "2  a flow or routes file is malformed or unreadable, the command line is bad,",
                "   or standard output could not be written",
            ])
    }

    private var record: CommandDescription {
        CommandDescription(
            subcommand: .record,
            title: "browse the app, writing the session down as a flow file that 'run'\npasses unchanged.",
            usage: ["record FILE [--routes FILE]\(tabsFlag)"],
            summary: "browse the app, recording a flow file", operands: .files,
            options: [
                routesOption,
                tabsOption("browse the app with its tabs (also before 'record'); run the flow with --tabs"),
            ].compactMap { $0 },
            details: """
                Example: \(n) record session.flow, then \(n) run session.flow

                Browse as without a command (see '\(n) --help'). Each command that navigates
                (tap, back, home, open, go, tab, \(app.hasAccount ? "sign-in, sign-out, " : "")restore) is written, then an
                expectation of what it left: expect stack A > B; with tabs, expect tab T when
                the selected tab changed and expect stack T: A > B for the selected tab and each
                other tab that changed. answer, save and expectations that held are written as
                typed; stack, log, help and quit are not written; a command that failed and an
                expectation that did not hold are written as comments. Names are quoted when
                they need it. The file starts with a comment saying how to run it.

                FILE is created, or replaced when it is an earlier recording (or empty); any
                other file, a link or a FIFO is left as it is, and nothing runs. It is written
                before the first command, after each command on a terminal, and at the end.
                """,
            exitStatus: [
                "0  the session was recorded (and, from a pipe, every command worked)",
                "1  from a pipe, a command failed or an expectation did not hold (it is a",
                "   comment in FILE)",
                "2  FILE cannot be written or is not a recording, the routes file cannot be",
                "   loaded, the command line is bad, or standard output could not be written",
            ])
    }

    private var open: CommandDescription {
        let limits = LinkLimits()
        return CommandDescription(
            subcommand: .open,
            title: "open one deep link on a fresh app and print the log, the resulting\nstack and the outcome.",
            usage: ["open URL [--routes FILE]\(tabsFlag)"],
            summary: "open one deep link and print where it led", operands: .none,
            options: [
                OptionDescription(
                    "--routes", value: "FILE", completion: .files,
                    help: "route taps and links as FILE says instead of\n\(routing)"),
                tabsOption(
                    """
                    open the link on the app with its tabs (also before 'open'): the link
                    selects the tab whose root is its first screen (else the first tab),
                    and the stack is printed one tab a line, the selected one marked with '*'
                    """),
            ].compactMap { $0 },
            details: """
                \(app.exampleLink.map { "Example: \(n) open '\($0)'\n\n" } ?? "")\
                A link is rejected, with the reason, when it is longer than \(limits.maxLength) bytes, has more
                than \(limits.maxSegments) segments or more than \(limits.maxQueryItems) query items, is malformed, uses an unknown
                scheme or host, a non-ASCII host, invalid percent-encoding, an encoded '/', '\\'
                or NUL, control characters, '.' or '..' or empty segments, matches no pattern,
                needs more than \(limits.maxMatchSteps) match steps, or names something that does not exist. Quote a
                link that holds shell characters. Screens that load their data are shown once
                loaded, on the app's own clock: no real time passes.
                """,
            exitStatus: [
                "0  the link showed a screen (a guard's screen, when the screen needs a condition)",
                "1  the link was rejected, its payload leads nowhere, or a loader failed",
                "2  the routes file cannot be loaded, the command line is bad, or standard",
                "   output could not be written",
            ])
    }

    private var check: CommandDescription {
        CommandDescription(
            subcommand: .check, title: "check a routes file against the app's payload types and screens.",
            usage: ["check [FILE] [--strict]\(tabsFlag)"],
            summary: "check a routes file (default: \(app.defaultRoutes == nil ? "the app's plugins" : "the embedded one"))",
            operands: .files,
            options: [
                OptionDescription("--strict", help: "fail (exit 1, without saying ok) on any warning of the crawl"),
                tabsOption("crawl from the tabs' roots only (by default from the home screen and every tab's root)"),
            ].compactMap { $0 },
            details: """
                With no FILE, checks \(app.defaultRoutes.map { "the embedded copy of \($0.name)" } ?? "the app's plugins alone").
                Prints every problem as FILE:LINE:COLUMN: message on standard error, or two lines
                on standard output: what the file routes, then what the plugins register in code
                (plugins: N jumpers, M screens, K links). A valid file is then crawled (see
                '\(n) help explore'), and what the crawl finds is printed on standard error as
                FILE: warning: … lines: rows whose tap leads nowhere, screens no tap reaches, and
                routes no tap uses (as FILE:LINE:COLUMN: warning: …, at the route). The crawl
                starts from the home screen and from the root of every tab (the file's, else the
                app's own); what any start reaches counts as reached. Without
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
                """,
            exitStatus: [
                "0  the file is valid (warnings or not, without --strict)",
                "1  the file has problems (none of its routing is used), or warnings with --strict",
                "2  the file cannot be read, the command line is bad, or standard output could",
                "   not be written",
            ])
    }

    /// The payload types, screens and guards a routes file may name: those of the app's
    /// plugins, as `check` loads them (or why they cannot be composed).
    private var catalog: String {
        let registry: JumperRegistry
        do {
            registry = try JumperRegistry(plugins: app.plugins())
        } catch {
            return "The app's plugins clash: \(error)"
        }
        func list(_ label: String, _ names: [String]) -> String {
            Self.wrapped("\(label): " + (names.isEmpty ? "none" : names.joined(separator: ", ")) + ".")
        }
        return [
            list("Payload types", registry.payloadNames), list("Screens", registry.screenNames),
            list("Guards", registry.guardNames),
        ].joined(separator: "\n")
    }

    /// `text` broken at spaces into lines of at most `width` characters (a longer word
    /// stays whole).
    static func wrapped(_ text: String, width: Int = 80) -> String {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            if !line.isEmpty, line.count + 1 + word.count > width {
                lines.append(line)
                line = ""
            }
            line += (line.isEmpty ? "" : " ") + word
        }
        return (lines + [line]).joined(separator: "\n")
    }

    private var explore: CommandDescription {
        CommandDescription(
            subcommand: .explore,
            title: "tap every row of every reachable screen, breadth first from the\nhome screen, and report what it finds.",
            usage: ["explore [--routes FILE] [--depth N]\(tabsFlag)"],
            summary: "tap every row of every screen; report what is\nreachable, dead rows, unreached screens,\nunused routes",
            operands: .none,
            options: [
                routesOption,
                OptionDescription("--depth", value: "N", help: "bound the taps from the home screen (default 12, from 1 to 100)"),
                tabsOption(
                    """
                    explore each tab from its own root and report them in turn; a path
                    starts at its tab's root
                    """),
            ].compactMap { $0 },
            details: """
                Prints every reachable screen with the shortest path of taps to it, the rows
                whose tap shows nothing (with the reason), the registered screens no tap reaches,
                the routes no tap uses, and the link each screen shares (as 'link' prints it
                at the prompt), or why it has none. Screens behind a guard are explored as if its
                condition held; the guard's screen counts as reached through it. At most 10,000
                screen states are explored. When a bound leaves a row untapped, the report ends with a
                line saying where it stopped; a screen without rows at the bound cuts nothing
                off, and gets no such line.
                """,
            exitStatus: Self.reportExitStatus)
    }

    private var graph: CommandDescription {
        CommandDescription(
            subcommand: .graph,
            title:
                "print the navigation graph found by 'explore', plus the routes\nfile's links and guards, as text a diagram tool renders, or as SVG.",
            usage: [
                "graph [--routes FILE] [--format mermaid|dot|svg] [--depth N]\(tabsFlag)",
                "graph --coverage FLOW... [--format mermaid|dot|svg]\(tabsFlag)",
            ],
            summary: "print the navigation graph; with --coverage, what\nflows never walk",
            operands: .files,
            options: [
                routesOption,
                OptionDescription(
                    "--format", value: "mermaid|dot|svg", completion: .words(GraphFormat.allCases.map(\.rawValue)),
                    help: """
                        Mermaid (the default), DOT, or SVG rendered from the DOT by Graphviz's
                        'dot' (it must be on PATH)
                        """),
                OptionDescription(
                    "--coverage",
                    help: """
                        run the FLOW files first ('-': standard input), each from a fresh
                        stack as 'run' does, and mark the taps and screens none of them walked
                        (dashed and red); the graph starts with a comment saying how many were
                        walked, also said on standard error
                        """),
                OptionDescription("--depth", value: "N", help: "bound the taps from the home screen (default 12, from 1 to 100)"),
                tabsOption(
                    """
                    make each tab a group (a Mermaid subgraph, a DOT cluster) of the screens
                    its taps reach; a link points at its screen in the tab that reaches it
                    first; with --coverage, the flows run with the tabs
                    """),
            ].compactMap { $0 },
            details: """
                Screens are nodes; taps are edges labelled with their rows (thick: modal).
                Guarded taps say [requires NAME]; the guard's redirect is a dotted edge to its
                screen. Each link pattern is a rounded node with dashed edges to the screens it
                can open. When a bound leaves a row untapped, the graph is partial and a line on
                standard error says where it stopped.

                With --coverage, a tap is walked when a flow tapped that row on that screen and
                the tap showed that screen (also when a guard redirected it and a later step
                resumed it), and a screen is
                walked when a flow showed it. A flow that fails still counts what it walked.
                """,
            exitStatus: [
                "0  printed",
                "1  printed, but a --coverage flow failed (said on standard error)",
                "2  the app's plugins, the routes file or a flow file cannot be loaded, the",
                "   command line is bad, 'dot' is not on PATH or fails for --format svg, or",
                "   standard output could not be written",
            ])
    }

    private var dump: CommandDescription {
        CommandDescription(
            subcommand: .dump, title: "print a YAML file as JSON, to see how a routes file is read.",
            usage: ["dump FILE"], summary: "print a YAML file as JSON ('-': standard input)", operands: .files,
            options: [],
            details: "FILE is a YAML file; '-' reads standard input.",
            exitStatus: [
                "0  printed",
                "1  the YAML is invalid (FILE:LINE:COLUMN: message)",
                "2  the file cannot be read, or standard output could not be written",
            ])
    }

    private var help: CommandDescription {
        let names = Invocation.Subcommand.allCases.map(\.rawValue)
        return CommandDescription(
            subcommand: .help, title: "show help for \(n) or for COMMAND.",
            usage: ["help [COMMAND]"], summary: "show help for \(n) or for a command", operands: .words(names),
            options: [], details: Self.wrapped("COMMAND is one of: \(names.joined(separator: ", ")).", width: 80),
            exitStatus: ["0  printed", "2  COMMAND is unknown, or standard output could not be written"])
    }

    private var completions: CommandDescription {
        let shells = Shell.allCases.map(\.rawValue)
        return CommandDescription(
            subcommand: .completions, title: "print a completion script for a shell, bash, zsh or fish.",
            usage: ["completions \(shells.joined(separator: "|"))"], summary: "print a shell completion script",
            operands: .words(shells), options: [],
            details: """
                The script completes the commands, their options, files after --routes and
                the other options and operands that take one, and the commands after 'help'.
                Load it in the running shell, or install it where the shell looks:
                  bash:  source <(\(n) completions bash)
                  zsh:   \(n) completions zsh > "${fpath[1]}/_\(n)"
                  fish:  \(n) completions fish > ~/.config/fish/completions/\(n).fish
                """,
            exitStatus: [
                "0  printed",
                "2  the shell is not one of \(shells.joined(separator: ", ")), or standard output could not be written",
            ])
    }
}
