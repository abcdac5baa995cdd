import Router
import Testing

@testable import RouterCommandLine
@testable import routerdemo

/// The frames between `run --jobs` and its workers, and how the parent prints what a
/// worker wrote when the worker did not end well.
@Suite struct WorkerFrameTests {
    @Test func framesAreReadBackInTheOrderWritten() {
        let frames = [
            WorkerFrame(.output, Array("push Menu\n".utf8)), WorkerFrame(.error, Array("a.flow:2: expected\n".utf8)),
            WorkerFrame(.output, []), WorkerFrame(.outcome, Array(#"{"passed":true}"#.utf8)),
        ]

        let read = WorkerFrame.frames(in: frames.flatMap(\.bytes))

        #expect(read.frames == frames)
        #expect(read.complete)
    }

    @Test func aFrameCutShortEndsTheFramesBeforeIt() {
        let whole = WorkerFrame(.output, Array("push Menu\n".utf8)).bytes
        let cut = WorkerFrame(.output, Array("pop Menu\n".utf8)).bytes.dropLast(3)

        let read = WorkerFrame.frames(in: whole + cut)

        #expect(read.frames == [WorkerFrame(.output, Array("push Menu\n".utf8))])
        #expect(!read.complete)
    }

    @Test func bytesOfNoKnownKindAreNoFrame() {
        let read = WorkerFrame.frames(in: Array("push Menu\n".utf8))

        #expect(read.frames.isEmpty)
        #expect(!read.complete)
    }

    @Test func anOutcomeNamesTheRoutesByTheirPlaceInTheRoutesFile() throws {
        let file = try AppRouting.loadFile(app: DemoCommandLine.app, path: nil)
        let used: Set<RouteTrace> = [.route(file.routes[1]), .link("giuseppe://menu"), .refusedLink("giuseppe://x/:y")]

        let outcome = WorkerOutcome(passed: true, steps: 3, used: used, in: file)
        let read = try #require(WorkerOutcome(json: outcome.json))

        #expect(read == outcome)
        #expect(read.routes == [1])
        #expect(read.used(in: file) == used)
    }

    /// A worker that wrote half a frame and exited: what it wrote whole is printed, then
    /// why its flow failed, escaped like everything printed.
    @Test @MainActor func aWorkerThatWroteHalfAFrameFailsItsFlowAfterWhatItWroteWhole() async throws {
        let file = try AppRouting.loadFile(app: DemoCommandLine.app, path: nil)
        let output =
            WorkerFrame(.output, Array("push Menu\n".utf8)).bytes + WorkerFrame(.error, Array("b\u{1B}[2J\n".utf8)).bytes
            + WorkerFrame(.output, Array("pop Menu\n".utf8)).bytes.dropLast(2)
        let exit = WorkerProcess.Exit(output: output, errors: Array("oops".utf8), status: 0, signalled: false)
        let capture = ConsoleCapture()

        let ended = Console.$capture.withValue(capture) {
            RunJobs.relay(.success(exit), of: "a\u{1B}.flow", routes: file)
        }

        #expect(!ended.passed)
        #expect(ended.steps == 0)
        #expect(capture.output == "push Menu\n")
        #expect(capture.error.hasPrefix("b\\u{1B}[2J\noops\n"))
        #expect(
            capture.error.hasSuffix(
                ": run --jobs: the worker for a\\u{1B}.flow wrote output that is not a worker's; the flow counts as failed\n"))
    }
}
