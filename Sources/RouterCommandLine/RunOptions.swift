/// What `run` was asked to do.
struct RunOptions: Equatable {
    /// The most flows `--jobs` runs at once: 64 worker processes.
    static let maxJobs = 64

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
    /// How many flows run at once, each in a worker process of its own (`--jobs N`, from 1
    /// to ``maxJobs``); 1 runs them in order in this process.
    var jobs = 1
    /// Run as a worker of `--jobs` (`--worker`, an option for the program itself, which
    /// help does not list): read one flow job from standard input, and write everything
    /// as frames to standard output (``WorkerFrame``).
    var worker = false
}
