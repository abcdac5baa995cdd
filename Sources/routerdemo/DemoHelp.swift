import Router
import RouterCommandLine
import RouterTooling

/// The demo's own help pages, which replace the generated ones (they name its screens,
/// links and tabs).
enum DemoHelp {
    /// Every page, by topic.
    static let pages: [HelpTopic: String] = [
        .main: main, .run: run, .open: open, .check: check, .explore: explore, .graph: graph, .dump: dump,
    ]

    static let main = """
        routerdemo: browse a plugin-based navigation router's demo app, or run scripted
        navigation flows against it and check what was pushed.

        USAGE:
          routerdemo [--routes FILE]      browse the demo (see Commands below)
          routerdemo run [--json] [--routes FILE] FLOW...
                                          run flow files and check their expectations
          routerdemo open URL [--routes FILE] [--tabs]
                                          open one deep link and print where it led
          routerdemo check [FILE] [--strict]
                                          check a routes file (default: the embedded one)
          routerdemo explore [--routes FILE] [--depth N] [--tabs]
                                          tap every row of every screen; report what is
                                          reachable, dead rows, unreached screens,
                                          unused routes
          routerdemo graph [--routes FILE] [--format mermaid|dot] [--tabs]
                                          print the navigation graph
          routerdemo dump FILE            print a YAML file as JSON ('-': standard input)
          routerdemo help [COMMAND]       show help for routerdemo or for a command
          routerdemo --version            print the version (also: -V, version)

        OPTIONS:
          --routes FILE   route taps as FILE says instead of the embedded
                          routes.yaml.example (see 'routerdemo help check')
          --tabs          run the demo with its tabs (Home, Menu, Typed), each with its
                          own stack, for browsing, 'run', 'open', 'explore' and
                          'graph'; given before the command, in any order with
                          --routes (routerdemo --tabs run FLOW), or after it
          -h, --help      show this help
          An option that takes a value may also be written --option=value
          (--routes=FILE, --depth=3).

        BROWSING:
          On a terminal, routerdemo shows the top screen with numbered rows and a prompt
          naming the stack, root first: Home > Menu> . With tabs, the selected tab
          comes first: Menu: Menu > PizzaDetail> . A stack deeper than four screens
          shows its root, ... and its top two. Every event a command causes is printed
          as 'run' prints it, then the screen whenever it changed. Keys:
            Left, Right, Home, End   move in the line (also Ctrl-B, Ctrl-F, Ctrl-A,
                                     Ctrl-E)
            Backspace, Delete        delete before or at the cursor
            Up, Down                 walk the commands typed before, newest first
            Enter                    run the line
            Ctrl-C                   drop the line
            Ctrl-D                   leave, on an empty line
            Ctrl-L                   clear the terminal and show the screen again
          A line holds at most 4096 bytes; the last 1000 commands are kept.
          With standard input from a pipe or a file, it reads the same commands, one per
          line, and exits at the end of the input:
            printf 'tap 1\\ntap "Margherita"\\nstack\\n' | routerdemo
          With --tabs, the tabs are shown above the screen, the selected one in
          brackets: Tabs: [Home] | Menu | Typed.

        \(FlowCommand.reference)

        EXIT STATUS:
          0  everything ran and every expectation held
          1  an expectation failed or a command could not be carried out
          2  a malformed flow or routes file, a bad command line, or standard output
             could not be written (then the reason is on standard error)

        Run 'routerdemo help run' for the flow file format, 'routerdemo help check' for
        the routes file. routerdemo prints no colour, and shows control characters and
        bidirectional formatting characters in what it prints as escapes, like \\u{1B}
        (\\u001b inside JSON strings), so a title or a file cannot drive the terminal.
        """

    static let run = """
        routerdemo run: run flow files against the demo, each from a fresh stack.

        USAGE:
          routerdemo run [--json] [--routes FILE] FLOW...
          routerdemo run FLOW --golden FILE [--update-golden]
          routerdemo run --coverage [--json] FLOW...
          routerdemo --tabs run FLOW...   (or routerdemo run --tabs FLOW...)

        ARGUMENTS:
          FLOW     a flow file; '-' reads the flow from standard input

        OPTIONS:
          --json   print each event as a JSON line ({"event":"push","screen":"Menu"})
                   instead of text, every other line as {"event":"info","text":…}; with
                   several flows, each between {"event":"flow-begin","file":…} and
                   {"event":"flow-end",…}; last, {"event":"summary",…}
          --routes FILE
                   route taps as FILE says instead of the embedded routes.yaml.example
          --tabs   run the flows on the demo with its tabs (Home, Menu, Typed): each
                   flow starts with every tab at its root and Home selected; events
                   are logged with their tab (Menu: push PizzaDetail)
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
        comment. Example:

          # Open a pizza, check where we are, and come back.
          tap 1                       # Giuseppe's menu
          tap "Margherita"
          expect top PizzaDetail
          back
          expect stack Home > Menu
          expect log
            push Menu
            push PizzaDetail
            pop PizzaDetail

        \(FlowCommand.reference)

        The log's event lines read: push NAME, present NAME, pop NAME, dismiss NAME,
        pop-to-root ROOT, go ROOT > A > B (the whole stack set in one step), link URL,
        redirect GUARD, pop NAME -> VALUE (a screen returned VALUE to the one that
        asked), leave refused NAME (a screen refused to be left; nothing changed),
        leave confirmed NAME, leave overridden NAME (a sign-out closed it anyway),
        veto REASON, and OPERATION refused (REASON) when nothing changed. A screen
        whose question was answered no is followed by NAME asks: QUESTION (type
        'answer yes' to leave). With
        --tabs, each event but a link is written after its tab (Menu: push
        PizzaDetail), and selecting a tab is tab NAME (or tab refused (modal on top)).

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

    static let check = """
        routerdemo check: check a routes file against the demo's payload types and screens.

        USAGE:
          routerdemo check [FILE] [--strict]

        With no FILE, checks the embedded copy of routes.yaml.example. Prints every
        problem as FILE:LINE:COLUMN: message on standard error, or one line on standard
        output saying what the file routes. A valid file is then crawled (see
        'routerdemo help explore'), and what the crawl finds is printed on standard
        error as FILE: warning: … lines: rows whose tap leads nowhere, screens no tap
        reaches, and routes no tap uses (as FILE:LINE:COLUMN: warning: …, at the
        route). Without --strict the check passes and its summary counts the warnings;
        with --strict any warning fails it (exit 1, and it does not say ok).

        A routes file (YAML; see routes.yaml.example, which explains every key):

          version: 1
          routes:
            - payload: TypedModel     # a registered payload type
              when: {type: A}         # optional: field values the payload must have
              push: AType             # a registered screen (or present: for a modal)

        Payload types: HomeEntry (entry), Pizza (name), Drink (name), Dessert (name),
        TypedModel (type, title, id), OrderRequest (pizza), CustomOrder (pizza),
        SizeChoice (current), SignInRetry. Screens: Home, Menu, TypedList, About,
        Account, PizzaDetail, DrinkDetail, DessertDetail, AType, BType, CType, Order,
        OrderForm, SizePicker, SignIn, SignInError, Terms. Guards: signedIn,
        acceptedTerms (which requires signedIn).

        The file may use a subset of YAML: block and flow mappings and sequences, plain
        and quoted scalars, | and > block scalars, comments, one optional '---'. Anchors,
        aliases, tags, '?' keys, directives and several documents are refused by name.

        EXIT STATUS:
          0  the file is valid (warnings or not, without --strict)
          1  the file has problems (none of its routing is used), or warnings with --strict
          2  the file cannot be read, the command line is bad, or standard output could
             not be written
        """

    static let open = """
        routerdemo open: open one deep link on a fresh demo (nobody signed in) and print
        the log, the resulting stack and the outcome.

        USAGE:
          routerdemo open URL [--routes FILE] [--tabs]

        With --tabs (also before 'open'), the demo has its tabs (Home, Menu, Typed):
        the link selects the tab whose root is its first screen (else Home), and the
        stack is printed one tab a line, the selected one marked with '*':
          stack:
              Home: Home
            * Menu: Menu

        The demo's links (see the links: section of routes.yaml.example):
          giuseppe://menu  giuseppe://typed  giuseppe://about  giuseppe://account
          giuseppe://menu/pizza/NAME  giuseppe://menu/drink/NAME  giuseppe://menu/dessert/NAME
          giuseppe://typed/TYPE (A, B, C)  giuseppe://order/PIZZA (needs sign-in)
        Quote a link that holds shell characters: routerdemo open 'giuseppe://menu?x=1'.

        A link is rejected, with the reason, when it is longer than 2048 bytes, has more
        than 64 segments or more than 64 query items, is malformed, uses an unknown
        scheme or host, a non-ASCII host, invalid percent-encoding, an encoded '/', '\\'
        or NUL, control characters, '.' or '..' or empty segments, matches no pattern,
        or names something that does not exist.

        EXIT STATUS:
          0  the link showed a screen (the sign-in screen, when the screen needs sign-in)
          1  the link was rejected, or its payload leads nowhere
          2  the routes file cannot be loaded, the command line is bad, or standard
             output could not be written
        """

    static let explore = """
        routerdemo explore: tap every row of every reachable screen, breadth first from
        Home, and report what it finds.

        USAGE:
          routerdemo explore [--routes FILE] [--depth N] [--tabs]

        Prints every reachable screen with the shortest path of taps to it, the rows
        whose tap shows nothing (with the reason), the registered screens no tap reaches
        (the sign-in error screen is shown by a failed sign-in, not a tap), and the routes
        no tap uses. Screens behind a guard are explored as if its condition held; the
        guard's screen counts as reached through it. --depth bounds the taps from Home
        (default 12, from 1 to 100); at most 10,000 screens are explored. When a bound
        leaves a row untapped, the report ends with a line saying where it stopped; a
        screen without rows at the bound cuts nothing off, and gets no such line.
        With --tabs, each tab (Home, Menu, Typed) is explored from its own root and
        reported in turn; a path starts at its tab's root.
        """

    static let graph = """
        routerdemo graph: print the navigation graph found by 'explore', plus the routes
        file's links and guards, as text a diagram tool renders.

        USAGE:
          routerdemo graph [--routes FILE] [--format mermaid|dot] [--tabs]

        Screens are nodes; taps are edges labelled with their rows (thick: modal).
        Guarded taps say [requires NAME]; the guard's redirect is a dotted edge to its
        screen. Each link pattern is a rounded node with dashed edges to the screens it
        can open. Mermaid is the default; render DOT with 'dot -Tpng'. With --tabs,
        each tab is a group (a Mermaid subgraph, a DOT cluster) of the screens its taps
        reach, and a link points at its screen in the tab that reaches it first.
        """

    static let dump = """
        routerdemo dump: print a YAML file as JSON, to see how a routes file is read.

        USAGE:
          routerdemo dump FILE        ('-' reads standard input)

        EXIT STATUS:
          0  printed; 1  the YAML is invalid (FILE:LINE:COLUMN: message); 2  unreadable,
          or standard output could not be written
        """
}
