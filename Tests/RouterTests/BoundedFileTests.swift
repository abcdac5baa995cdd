import Foundation
import Router
import RouterRestoration
import Testing

@MainActor @Suite struct BoundedFileTests {
    private func scratchFile(_ bytes: [UInt8]? = nil) throws -> String {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("bounded-file-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let path = folder.appendingPathComponent("file").path
        if let bytes { try Data(bytes).write(to: URL(fileURLWithPath: path)) }
        return path
    }

    @Test func aFileWithinTheLimitIsReadWhole() throws {
        let path = try scratchFile(Array("tap 1\r\n".utf8))

        #expect(try BoundedFile.read(path, limit: 7) == Array("tap 1\r\n".utf8))
    }

    @Test func aRegularFileOverTheLimitIsRefused() throws {
        let path = try scratchFile([UInt8](repeating: 0x61, count: 8))

        #expect(throws: BoundedFileError(path: path, operation: .read, reason: .tooLarge(limit: 7))) {
            try BoundedFile.read(path, limit: 7)
        }
    }

    @Test func anEndlessDeviceIsRefusedOnceItPassesTheLimit() {
        #expect(throws: BoundedFileError(path: "/dev/zero", operation: .read, reason: .tooLarge(limit: 100_000))) {
            try BoundedFile.read("/dev/zero", limit: 100_000)
        }
    }

    @Test func aFIFOWithoutAWriterDoesNotBlock() throws {
        let path = try scratchFile()
        #expect(mkfifo(path, 0o600) == 0)

        #expect(try BoundedFile.read(path) == [])
    }

    @Test func errorsReadAsSentences() throws {
        let missing = try scratchFile()

        #expect(throws: BoundedFileError.self) { try BoundedFile.read(missing) }
        #expect(
            "\(BoundedFileError(path: "r.yaml", operation: .read, reason: .noSuchFile))" == "cannot read 'r.yaml': no such file")
        #expect("\(BoundedFileError(path: "/", operation: .read, reason: .isDirectory))" == "cannot read '/': it is a directory")
        #expect(
            "\(BoundedFileError(path: "f", operation: .read, reason: .tooLarge(limit: 64 << 20)))"
                == "cannot read 'f': it is larger than the 64 MiB limit")
        #expect(
            "\(BoundedFileError(path: "f", operation: .read, reason: .tooLarge(limit: 10)))"
                == "cannot read 'f': it is larger than the 10-byte limit")
        #expect(
            "\(BoundedFileError(path: "x/s.json", operation: .write, reason: .noSuchDirectory))"
                == "cannot write 'x/s.json': no such directory")
    }

    @Test func writingReplacesTheFileAndReadsBack() throws {
        let path = try scratchFile(Array("old and longer".utf8))

        try BoundedFile.write(Array("new".utf8), to: path) { _ in true }

        #expect(try BoundedFile.read(path) == Array("new".utf8))
    }

    @Test func writingIntoADirectorySaysSo() throws {
        let folder = URL(fileURLWithPath: try scratchFile()).deletingLastPathComponent().path

        #expect(throws: BoundedFileError(path: folder, operation: .write, reason: .isDirectory)) {
            try BoundedFile.write([], to: folder) { _ in true }
        }
    }
}
