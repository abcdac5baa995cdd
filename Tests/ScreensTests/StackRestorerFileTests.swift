import AccountScreens
import Demo
import Foundation
import Router
import RouterRestoration
import RouterTestSupport
import RouterTooling
import Screens
import Testing

/// Saving and restoring through files: the one bounded reader and writer, its limit and
/// its errors.
@MainActor @Suite struct StackRestorerFileTests {
    private func makeSession() -> NavigationSession {
        NavigationSession(registry: DemoApp.makeRegistry(), home: DemoApp.home)
    }

    private func scratchFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("restorer-files-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    private func restoreError(from path: String) -> String? {
        do {
            try StackRestorer(registry: DemoApp.makeRegistry()).restore(from: path, on: makeSession().router)
            return nil
        } catch {
            return error.description
        }
    }

    @Test func aSparseFileLargerThanTheLimitIsRefusedBeforeItIsRead() throws {
        let path = try scratchFolder().appendingPathComponent("huge.json").path
        #expect(FileManager.default.createFile(atPath: path, contents: nil))
        let handle = try #require(FileHandle(forWritingAtPath: path))
        try handle.truncate(atOffset: UInt64(BoundedFile.defaultLimit) + 1)
        try handle.close()

        #expect(restoreError(from: path) == "cannot use '\(path)': it is larger than the 64 MiB limit")
    }

    @Test func aDirectoryIsRefusedAsADirectory() throws {
        let path = try scratchFolder().path

        #expect(restoreError(from: path) == "cannot use '\(path)': it is a directory")
    }

    @Test func aMissingFileIsRefusedAsMissing() throws {
        let path = try scratchFolder().appendingPathComponent("none.json").path

        #expect(restoreError(from: path) == "cannot use '\(path)': no such file")
    }

    @Test func savingIntoAMissingFolderSaysWhy() throws {
        let path = try scratchFolder().appendingPathComponent("none/stack.json").path
        let session = makeSession()

        #expect(throws: RestoreError.file(path: path, reason: "no such directory")) {
            try StackRestorer(registry: DemoApp.makeRegistry()).save(session.stack, to: path)
        }
    }

    private func saveError(to path: String) -> String? {
        let session = makeSession()
        return withExtendedLifetime(session) { () -> String? in
            do throws(RestoreError) {
                try StackRestorer(registry: DemoApp.makeRegistry()).save(session.router, to: path)
                return nil
            } catch {
                return error.description
            }
        }
    }

    @Test func savingNeverWritesThroughASymbolicLink() throws {
        let folder = try scratchFolder()
        let victim = folder.appendingPathComponent("victim.txt").path
        let link = folder.appendingPathComponent("stack.json").path
        try Data("precious".utf8).write(to: URL(fileURLWithPath: victim))
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: victim)

        let error = saveError(to: link)

        #expect(
            error
                == "cannot use '\(link)': it is not a regular file (a symbolic link, a FIFO or a device), so it is left as it is")
        #expect(try String(contentsOfFile: victim, encoding: .utf8) == "precious")
    }

    @Test func savingToAFIFOIsRefusedWithoutWaiting() throws {
        let path = try scratchFolder().appendingPathComponent("fifo").path
        #expect(mkfifo(path, 0o600) == 0)

        #expect(
            saveError(to: path)?.hasSuffix(
                "it is not a regular file (a symbolic link, a FIFO or a device), so it is left as it is") == true)
    }

    @Test func savingReplacesASavedStackButNoOtherFile() throws {
        let folder = try scratchFolder()
        let notes = folder.appendingPathComponent("notes.txt").path
        let saved = folder.appendingPathComponent("stack.json").path
        try Data("my notes".utf8).write(to: URL(fileURLWithPath: notes))
        let session = makeSession()
        session.perform(.tap(.title("Giuseppe's menu")))
        try StackRestorer(registry: DemoApp.makeRegistry()).save(session.router, to: saved)

        let refused = saveError(to: notes)
        let replaced = saveError(to: saved)

        #expect(refused == "cannot use '\(notes)': it holds something this tool did not write, so it is left as it is")
        #expect(try String(contentsOfFile: notes, encoding: .utf8) == "my notes")
        #expect(replaced == nil)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["notes.txt", "stack.json"])
    }

    @Test func savingAndRestoringOneScreenSaysOneScreen() throws {
        let path = try scratchFolder().appendingPathComponent("stack.json").path
        let session = makeSession()
        session.perform(.tap(.title("Giuseppe's menu")))

        let saved = session.perform(.save(path))
        let restored = session.perform(.restore(path))

        #expect("\(saved)" == "\(CommandResult.info("saved 1 screen to \(path)"))")
        #expect("\(restored)" == "\(CommandResult.info("restored 1 screen from \(path)"))")
    }

    @Test func aDashNamesNoSavedStack() {
        let session = makeSession()

        let saved = session.perform(.save("-"))
        let restored = session.perform(.restore("-"))

        for result in [saved, restored] {
            guard case .failed(let error) = result else {
                Issue.record("expected a failure, got \(result)")
                continue
            }
            #expect("\(error)".contains("a saved stack is a file; name it (./- for a file named '-')"))
        }
    }
}
