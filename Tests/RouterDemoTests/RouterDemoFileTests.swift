import Foundation
import RouterTestSupport
import Testing

/// The built `routerdemo` reading files: line endings, limits, unreadable inputs.
@Suite struct RouterDemoFileTests {
    @Test func hugeLineOnStandardInputIsSkippedWithAShortMessage() throws {
        let input = String(repeating: "z", count: 10 << 20) + "\rtap 1\rstack\r"

        let result = try RouterDemoProcess.run([], stdin: Data(input.utf8))

        #expect(result.status == 1)
        #expect(result.stderr == "<stdin>:1: the line is longer than 65536 bytes; it was skipped\n")
        #expect(result.stdout.hasSuffix("Home > Menu\n"))
    }

    @Test func crlfGoldenFileMatches() throws {
        let flow = try RouterDemoProcess.flowFile("tap 1\r\ntap 1\r\n")
        let golden = flow + ".golden"
        try Data("push Menu\r\npush PizzaDetail\r\n".utf8).write(to: URL(fileURLWithPath: golden))

        let result = try RouterDemoProcess.run(["run", flow, "--golden", golden])

        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
    }

    @Test func crGoldenFileMatches() throws {
        let flow = try RouterDemoProcess.flowFile("tap 1\rtap 1\r")
        let golden = flow + ".golden"
        try Data("push Menu\rpush PizzaDetail\r".utf8).write(to: URL(fileURLWithPath: golden))

        let result = try RouterDemoProcess.run(["run", flow, "--golden", golden])

        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
    }

    @Test func restoringAFileLargerThanTheLimitIsRefusedQuickly() throws {
        let flow = try RouterDemoProcess.flowFile("restore huge.json\n")
        let path = URL(fileURLWithPath: flow).deletingLastPathComponent().appendingPathComponent("huge.json").path
        #expect(FileManager.default.createFile(atPath: path, contents: nil))
        let handle = try #require(FileHandle(forWritingAtPath: path))
        try handle.truncate(atOffset: (64 << 20) + 1)
        try handle.close()

        let result = try RouterDemoProcess.run(
            ["run", flow], in: URL(fileURLWithPath: flow).deletingLastPathComponent())

        #expect(result.status == 1)
        #expect(result.stderr == "\(flow):1: restore huge.json: cannot use 'huge.json': it is larger than the 64 MiB limit\n")
    }

    @Test func restoringFromDevZeroIsRefused() throws {
        let flow = try RouterDemoProcess.flowFile("restore /dev/zero\n")

        let result = try RouterDemoProcess.run(["run", flow])

        #expect(result.status == 1)
        #expect(result.stderr.hasSuffix(": cannot use '/dev/zero': it is larger than the 64 MiB limit\n"))
    }
}

extension RouterDemoFileTests {
    @Test func updatingAGoldenFileInAMissingFolderSaysWhy() throws {
        let flow = try RouterDemoProcess.flowFile("tap 1\n")
        let golden = flow + ".missing/x.golden"

        let result = try RouterDemoProcess.run(["run", flow, "--golden", golden, "--update-golden"])

        #expect(result.status == 1)
        #expect(result.stderr == "routerdemo: cannot write '\(golden)': no such directory\n")
    }

    @Test func updatingAGoldenReplacesAGoldenLogButNoOtherFileNorALinkNorAFIFO() throws {
        let flow = try RouterDemoProcess.flowFile("tap 1\n")
        let folder = URL(fileURLWithPath: flow).deletingLastPathComponent()
        let golden = flow + ".golden"
        let notes = folder.appendingPathComponent("notes.txt").path
        let link = folder.appendingPathComponent("link.golden").path
        let fifo = folder.appendingPathComponent("fifo.golden").path
        try Data("# an older log\nMenu: push PizzaDetail\n".utf8).write(to: URL(fileURLWithPath: golden))
        try Data("my notes\n".utf8).write(to: URL(fileURLWithPath: notes))
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: notes)
        #expect(mkfifo(fifo, 0o600) == 0)

        let replaced = try RouterDemoProcess.run(["run", flow, "--golden", golden, "--update-golden"])
        let refused = try [notes, link, fifo].map { path in
            try RouterDemoProcess.run(["run", flow, "--golden", path, "--update-golden"])
        }

        #expect(replaced.status == 0)
        #expect(try String(contentsOfFile: golden, encoding: .utf8) == "push Menu\n")
        #expect(refused.map(\.status) == [1, 1, 1])
        #expect(
            refused[0].stderr
                == "routerdemo: cannot write '\(notes)': it holds something this tool did not write, so it is left as it is\n")
        #expect(
            refused[1].stderr.hasSuffix(
                "it is not a regular file (a symbolic link, a FIFO or a device), so it is left as it is\n"))
        #expect(
            refused[2].stderr.hasSuffix(
                "it is not a regular file (a symbolic link, a FIFO or a device), so it is left as it is\n"))
        #expect(try String(contentsOfFile: notes, encoding: .utf8) == "my notes\n")
    }

    @Test func aGoldenWrittenForTabsWithCommentLikeNamesMatchesTheSameRun() throws {
        let flow = try RouterDemoProcess.flowFile("tap 1\ntab \" Menu \"\n")
        let folder = URL(fileURLWithPath: flow).deletingLastPathComponent()
        let routes = folder.appendingPathComponent("tabs.yaml").path
        let golden = flow + ".golden"
        let file = try String(
            contentsOf: RouterDemoProcess.packageRoot.appendingPathComponent("routes.yaml.example"), encoding: .utf8)
        try Data(
            (file + "\ntabs:\n  - {tab: \"#Home\", root: giuseppe://typed}\n  - {tab: \" Menu \", root: giuseppe://menu}\n").utf8
        )
        .write(to: URL(fileURLWithPath: routes))

        let written = try RouterDemoProcess.run(["run", "--routes", routes, flow, "--golden", golden, "--update-golden"])
        let compared = try RouterDemoProcess.run(["run", "--routes", routes, flow, "--golden", golden])

        #expect(written.status == 0)
        #expect(try String(contentsOfFile: golden, encoding: .utf8).hasPrefix("\"#Home: "))
        #expect(compared.status == 0)
        #expect(compared.stderr.isEmpty)
    }

    @Test func aFlowLargerThanTheLimitIsRefusedFromItsSize() throws {
        let flow = try RouterDemoProcess.flowFile("")
        let handle = try #require(FileHandle(forWritingAtPath: flow))
        try handle.truncate(atOffset: 1 << 30)
        try handle.close()

        let result = try RouterDemoProcess.run(["run", flow])

        #expect(result.status == 2)
        #expect(result.stderr == "routerdemo: cannot read '\(flow)': it is larger than the 64 MiB limit\n")
    }
}

extension RouterDemoFileTests {
    @Test func checkingAFileWhoseGuardsGoRoundFailsNamingTheLoop() throws {
        let routes = try RouterDemoProcess.flowFile(
            "version: 1\nroutes: []\nguards:\n  - {guard: signedIn, requires: signedIn}\n", name: "routes.yaml")

        let result = try RouterDemoProcess.run(["check", routes])

        #expect(result.status == 1)
        #expect(result.stderr == "\(routes):4:5: the guards go round: 'signedIn' requires 'signedIn'\n\(routes): 1 problem\n")
        #expect(result.stdout.isEmpty)
    }

    /// The demo's code makes acceptedTerms require signedIn: a file entry that makes signedIn
    /// require acceptedTerms closes a loop through the code's chain; repeating the code's
    /// prerequisite is accepted and counted.
    @Test func aFileEntryClosingALoopWithTheDemosCodeChainIsNamed() throws {
        let loop = try RouterDemoProcess.flowFile(
            "version: 1\nroutes: []\nguards:\n  - {guard: signedIn, requires: acceptedTerms}\n", name: "routes.yaml")
        let same = try RouterDemoProcess.flowFile(
            "version: 1\nroutes: []\nguards:\n  - {guard: acceptedTerms, requires: signedIn}\n", name: "routes.yaml")

        let looping = try RouterDemoProcess.run(["check", loop])
        let repeating = try RouterDemoProcess.run(["check", same])

        #expect(looping.status == 1)
        #expect(
            looping.stderr == "\(loop):4:5: the guards go round: 'signedIn' requires 'acceptedTerms' requires 'signedIn'\n"
                + "\(loop): 1 problem\n")
        #expect(repeating.stdout.hasPrefix("\(same): ok, 0 routes for 0 payload types to 0 screens, 0 links, 1 guard chain"))
    }
}
