import Router
import RouterRestoration
import RouterText
import RouterTooling

/// `record FILE`: browsing the app, written down as a flow file that `run` passes unchanged
/// (see ``FlowRecorder`` for what is written).
///
/// The file is written as `save` writes a saved stack: whole, through a new file renamed
/// over it, replacing only an earlier recording (or an empty file), never another file, a
/// link or a FIFO. It is written once before the session starts, so a path that cannot be
/// written is reported at once; then, on a terminal, after every command recorded (a crash
/// loses at most the command being typed); and at the end.
@MainActor
enum RecordCommand {
    /// Browses the app as ``BrowseCommand`` does, recording to `path`.
    /// - Returns: The exit status: as browsing's, or 2 when the routes file cannot be
    ///   loaded or the recording cannot be written (the reason is then on standard error).
    static func run(app: CommandLineApp, path: String, routes: String?, tabs: Bool) async -> Int32 {
        guard let session = BrowseCommand.session(app: app, routes: routes, tabs: tabs) else { return 2 }
        let recorder = FlowRecorder(
            session: session, replay: replayCommand(program: app.name, path: path, routes: routes, tabs: tabs),
            screenNames: AppRouting.screenNames(of: app))
        guard write(recorder, to: path) else { return 2 }
        if Console.inputIsTerminal {
            recorder.onRecord = { [unowned recorder] in _ = write(recorder, to: path) }
        }
        let status = await BrowseCommand.browse(
            session, greeting: "Recording to '\(Console.inline(path))': 'quit' ends the recording.")
        guard write(recorder, to: path) else { return 2 }
        let count = recorder.commandCount
        Console.out("wrote '\(Console.inline(path))' (\(count) command\(count == 1 ? "" : "s"))")
        return status
    }

    /// Writes the recording to `path`, or says why it cannot on standard error.
    /// - Returns: Whether it was written.
    private static func write(_ recorder: FlowRecorder, to path: String) -> Bool {
        do {
            try BoundedFile.write(Array(recorder.text.utf8), to: path, replacing: FlowRecorder.isRecording)
            return true
        } catch {
            Console.error("\(Console.program): \(error)")
            return false
        }
    }

    /// The command that runs the recording: `NAME [--tabs] run [--routes FILE] PATH`, each
    /// word quoted for a shell when it needs to be.
    static func replayCommand(program: String, path: String, routes: String?, tabs: Bool) -> String {
        var words = [program] + (tabs ? ["--tabs"] : []) + ["run"]
        if let routes { words += ["--routes", routes] }
        words.append(path.hasPrefix("-") ? "./" + path : path)
        return TerminalText.escaped(words.map(shellWord).joined(separator: " "), keepingLineBreaks: false)
    }

    /// `word` as it is when a shell reads it so, else in single quotes.
    private static func shellWord(_ word: String) -> String {
        let plain =
            !word.isEmpty
            && word.unicodeScalars.allSatisfy { scalar in
                ("0"..."9").contains(scalar) || ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
                    || "._/-+=:,@%".unicodeScalars.contains(scalar)
            }
        return plain ? word : "'" + word.replacing("'", with: "'\\''") + "'"
    }
}
