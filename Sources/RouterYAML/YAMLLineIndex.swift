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
        // Counted first, so the array is allocated once at its size: doubling as it grows
        // would hold twice a file of empty lines at once.
        var lineFeeds = 0
        for byte in bytes where byte == .lineFeed { lineFeeds += 1 }
        var lineStarts: [UInt32] = []
        lineStarts.reserveCapacity(lineFeeds + 1)
        lineStarts.append(0)
        var blockColumns: [UInt32] = []
        blockColumns.reserveCapacity(bytes.count >> Self.blockShift + 1)
        var column: UInt32 = 1
        var blockEnd = 0
        var i = 0
        while i < bytes.count {
            if i == blockEnd {
                blockColumns.append(column)
                blockEnd += 1 << Self.blockShift
            }
            let byte = bytes[i]
            if byte == .lineFeed {
                lineStarts.append(UInt32(i + 1))
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column &+= 1
            }
            i += 1
        }
        self.lineStarts = lineStarts
        self.blockColumns = blockColumns
    }

    /// The line and column (both from 1) of the byte at `offset` of `bytes`, the input
    /// the index was made from.
    func location(of offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> (line: Int, column: Int) {
        let target = UInt32(truncatingIfNeeded: offset)
        // The last line starting at or before `offset`.
        var low = 0
        var high = lineStarts.count
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

    /// The bytes the index takes.
    var footprint: Int { (lineStarts.capacity + blockColumns.capacity) * MemoryLayout<UInt32>.stride }
}
