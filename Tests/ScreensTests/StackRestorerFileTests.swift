import AccountScreens
import Demo
import Foundation
import Router
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
}
