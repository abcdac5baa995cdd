/// A help page of ``CommandLineApp``: the main one (`NAME --help`) or a command's
/// (`NAME help run`).
public enum HelpTopic: String, CaseIterable, Sendable {
    case main, run, open, check, explore, graph, dump
}
