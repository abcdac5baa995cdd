#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads lines from a file descriptor (standard input, a pipe) without ever holding more
/// than one bounded line: the reader behind an interactive command loop, whose input has no
/// end to wait for and no size to check first.
///
/// Lines end as everywhere else in this library (`TextLines`): at LF, CRLF or a lone CR.
/// A line longer than ``maxLineBytes`` is cut: ``next()`` returns its first
/// `maxLineBytes + 1` bytes (so the caller can tell it was too long) and the rest of it is
/// read and dropped, so memory stays bounded whatever the input. Invalid UTF-8 is repaired
/// with U+FFFD.
public final class BoundedLineReader {
    /// The longest line kept whole, in bytes: 64 KiB, far more than any command.
    public static let defaultMaxLineBytes = 64 << 10

    /// The longest line kept whole, in bytes.
    public let maxLineBytes: Int

    private let fileDescriptor: Int32
    private var buffer: [UInt8]
    private var start = 0
    private var end = 0
    private var atEnd = false
    /// The last line ended with CR: a LF right after it ends nothing.
    private var afterCR = false

    /// Creates a reader of `fileDescriptor` (standard input by default; never closed by the
    /// reader).
    public init(fileDescriptor: Int32 = 0, maxLineBytes: Int = defaultMaxLineBytes) {
        self.fileDescriptor = fileDescriptor
        self.maxLineBytes = max(1, maxLineBytes)
        buffer = [UInt8](repeating: 0, count: 64 << 10)
    }

    /// The next line without its ending, `nil` at the end of the input (or on a read error).
    /// - Complexity: O(*n*) in the bytes read; memory O(``maxLineBytes``).
    public func next() -> String? {
        var line: [UInt8] = []
        var sawAnything = false
        while true {
            if start == end {
                guard fill() else {
                    return sawAnything ? String(decoding: line, as: UTF8.self) : nil
                }
            }
            while start < end {
                let byte = buffer[start]
                start += 1
                if afterCR, byte == 0x0A {
                    afterCR = false
                    continue
                }
                afterCR = byte == 0x0D
                if byte == 0x0A || byte == 0x0D {
                    return String(decoding: line, as: UTF8.self)
                }
                sawAnything = true
                if line.count <= maxLineBytes { line.append(byte) }
            }
        }
    }

    /// Reads more bytes into the buffer; `false` at the end of the input.
    private func fill() -> Bool {
        guard !atEnd else { return false }
        while true {
            let count = buffer.withUnsafeMutableBytes { read(fileDescriptor, $0.baseAddress, $0.count) }
            if count > 0 {
                start = 0
                end = count
                return true
            }
            if count < 0, errno == EINTR { continue }
            atEnd = true
            return false
        }
    }
}
