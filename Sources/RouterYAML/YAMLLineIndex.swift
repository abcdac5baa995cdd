/// Where each line of a document starts, so that a node's line and column are found from
/// its byte offset when asked instead of being stored with every node.
///
/// A column counts characters (UTF-8 lead bytes) from the start of the line, as the reader
/// does. A line longer than a block of 4 KiB is not scanned from its start: the column at
/// each block's first byte is kept, so no look-up reads more than one block.
struct YAMLLineIndex: Sendable {
    /// The offset of each line's first byte, in order; the first line starts at 0.
    private var lineStarts: [UInt32]
    /// The column of the first byte of each 4 KiB block.
    private var blockColumns: [UInt32]

    private static let blockShift = 12

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        let count = bytes.count
        var lineStarts: [UInt32] = []
        // Room for a line a byte, reserved, not touched: the array never doubles (which
        // would hold the old and the new one at once) and costs memory only as lines fill it.
        lineStarts.reserveCapacity(count + 1)
        lineStarts.append(0)
        // Eight bytes at a time: a word without a line feed (most of them) is one test.
        let raw = UnsafeRawBufferPointer(bytes)
        var i = 0
        while i + 8 <= count {
            var feeds = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)).lineFeedLanes
            while feeds != 0 {
                lineStarts.append(UInt32(i + feeds.trailingZeroBitCount >> 3 + 1))
                feeds &= feeds &- 1
            }
            i += 8
        }
        for k in i..<count where bytes[k] == .lineFeed { lineStarts.append(UInt32(k + 1)) }

        // The column at each block's first byte, counted from the start of its line or, when
        // the line began before the previous block, from the previous block's column: never
        // more than one block of bytes counted for a block.
        let blockSize = 1 << Self.blockShift
        let blocks = (count + blockSize - 1) >> Self.blockShift
        var blockColumns: [UInt32] = []
        blockColumns.reserveCapacity(blocks)
        var line = 0
        for block in 0..<blocks {
            let start = block << Self.blockShift
            while line + 1 < lineStarts.count && Int(lineStarts[line + 1]) <= start { line += 1 }
            let lineStart = Int(lineStarts[line])
            if block > 0 && lineStart <= start - blockSize {
                blockColumns.append(blockColumns[block - 1] + UInt32(Self.leadBytes(bytes, start - blockSize..<start)))
            } else {
                blockColumns.append(1 + UInt32(Self.leadBytes(bytes, lineStart..<start)))
            }
        }
        self.lineStarts = lineStarts
        self.blockColumns = blockColumns
    }

    /// The characters (UTF-8 lead bytes) among `bytes[range]`.
    private static func leadBytes(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Int {
        var count = 0
        for k in range where bytes[k] & 0xC0 != 0x80 { count += 1 }
        return count
    }

    /// The line and column (both from 1) of the byte at `offset` of `bytes`, the input
    /// the index was made from.
    func location(of offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> (line: Int, column: Int) {
        let target = UInt32(truncatingIfNeeded: offset)
        // The last line starting at or before `offset`: first a guess from where the offset
        // lies in the input (lines of a file are of similar lengths), then steps doubling
        // away from it until the line is bracketed, then halving; O(log n) whatever the
        // lines, a few probes for most files.
        let count = lineStarts.count
        let guess = min(count - 1, Int(UInt64(max(offset, 0)) * UInt64(count) / UInt64(max(bytes.count, 1))))
        var low: Int
        var high: Int
        var step = 1
        if lineStarts[guess] <= target {
            low = guess
            high = guess + 1
            while high < count && lineStarts[high] <= target {
                low = high
                step *= 2
                high = min(count, low + step)
            }
        } else {
            high = guess
            low = max(0, guess - 1)
            while low > 0 && lineStarts[low] > target {
                high = low
                step *= 2
                low = max(0, high - step)
            }
        }
        while high - low > 1 {
            let middle = (low + high) / 2
            if lineStarts[middle] <= target { low = middle } else { high = middle }
        }
        var from = Int(lineStarts[low])
        var column = 1
        let block = offset >> Self.blockShift
        if block << Self.blockShift > from, block < blockColumns.count {
            from = block << Self.blockShift
            column = Int(blockColumns[block])
        }
        var i = from
        let stop = min(offset, bytes.count)
        while i < stop {
            if bytes[i] & 0xC0 != 0x80 { column += 1 }
            i += 1
        }
        return (low + 1, column)
    }

    /// The bytes the index takes: the lines as filled (the room reserved beyond them is
    /// never touched) and the blocks.
    var footprint: Int { (lineStarts.count + blockColumns.capacity) * MemoryLayout<UInt32>.stride }
}
