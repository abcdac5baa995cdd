import Foundation
import Router
import RouterTooling
import Testing

@MainActor @Suite struct BoundedLineReaderTests {
    /// Every line `bytes` gives through a reader of a file holding them.
    private func lines(of bytes: [UInt8], maxLineBytes: Int = 16) throws -> [String] {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("lines-\(UUID().uuidString)").path
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let handle = try #require(FileHandle(forReadingAtPath: path))
        defer { try? handle.close() }
        let reader = BoundedLineReader(fileDescriptor: handle.fileDescriptor, maxLineBytes: maxLineBytes)
        var lines: [String] = []
        while let line = reader.next() { lines.append(line) }
        return lines
    }

    @Test func linesEndAtLineFeedCarriageReturnOrBoth() throws {
        #expect(try lines(of: Array("a\nb\r\nc\rd".utf8)) == ["a", "b", "c", "d"])
    }

    @Test func endingAtTheEndStartsNoLine() throws {
        #expect(try lines(of: Array("a\n".utf8)) == ["a"])
        #expect(try lines(of: []) == [])
        #expect(try lines(of: Array("\n\r\n".utf8)) == ["", ""])
    }

    @Test func lineLongerThanTheLimitIsCutJustPastIt() throws {
        let long = String(repeating: "x", count: 100_000)

        let read = try lines(of: Array("\(long)\nnext\n".utf8), maxLineBytes: 16)

        #expect(read.map(\.utf8.count) == [17, 4])
        #expect(read.last == "next")
    }

    @Test func crlfSplitAcrossReadsIsOneEnding() throws {
        let first = String(repeating: "y", count: (64 << 10) - 1)  // CR is the buffer's last byte

        let read = try lines(of: Array("\(first)\r\nz".utf8), maxLineBytes: 1 << 20)

        #expect(read.count == 2)
        #expect(read.last == "z")
    }

    @Test func invalidUTF8IsRepaired() throws {
        #expect(try lines(of: [0x61, 0xFF, 0x0A]) == ["a\u{FFFD}"])
    }
}
