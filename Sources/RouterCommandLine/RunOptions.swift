/// What `run` was asked to do.
struct RunOptions: Equatable {
    /// The flow files; `-` is standard input.
    var flows: [String] = []
    /// Print events as JSON lines (and coverage as JSON).
    var json = false
    /// The routes file, or `nil` for the embedded one.
    var routes: String?
    /// Run the app with its tabs.
    var tabs = false
    /// Compare the whole log with this file (one event per line).
    var golden: String?
    /// Write the log to the golden file instead of comparing.
    var updateGolden = false
    /// Report which routes and links the flows used.
    var coverage = false
}
