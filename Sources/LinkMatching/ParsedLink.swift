/// A link split into scheme, host, percent-decoded path segments and query items, after
/// every check of its text. Building one is the only way a link reaches the matcher.
///
/// It reads the link's UTF-8 bytes in place: one pass checks every byte; the segments of a
/// link without `%` are read where they are, and those of a link with one are decoded into
/// a temporary buffer on the stack (``ScratchBuffer``), so reading a link without query
/// items allocates nothing on the heap. A parsed link exists only inside
/// ``withParsed(_:limits:_:)``'s body: its buffers are that call's.
struct ParsedLink {
    /// The scheme and the host, lowercased, with a `:` between them, as the trie keeps a
    /// pattern's (`LinkTrie.authority(scheme:host:)`): the scheme is
    /// `authority[..<hostStart - 1]`, the host `authority[hostStart...]`.
    let authority: UnsafeBufferPointer<UInt8>
    let hostStart: Int
    /// The path segments, percent-decoded once (never empty, `.` or `..`, always UTF-8; a
    /// trailing slash adds none), each followed by one byte that is not part of it, a `/`
    /// between two segments: the link's own bytes when it has no `%` (a segment's own text,
    /// followed by its `/`), else the segments decoded one after another with a `/` after
    /// each. So the segments from one on, joined by `/`, are one run of bytes.
    let path: UnsafeBufferPointer<UInt8>
    /// Where each segment starts in ``path``, then one past the byte after the last one:
    /// segment `i` is `path[bounds[i]..<bounds[i + 1] - 1]` (see ``segmentBytes(_:)``).
    let bounds: UnsafeBufferPointer<Int>
    /// Percent-decoded once, in link order.
    let query: [(name: String, value: String)]
    /// Room for one number per segment, for the matcher (the segments' literal numbers).
    let segmentIDs: UnsafeMutableBufferPointer<Int32>

    /// Reads and checks `link`, then runs `body` with `context` and the parsed link.
    /// - Returns: What `body` returns, or ``LinkRejection`` for anything outside the
    ///   accepted form; see the cases.
    /// - Complexity: O(*n*) in the link's length.
    // `context` is handed to `body` rather than captured by it: a closure that captured the
    // trie copied it (a retain and a release of each of its arrays) several times per link.
    @inline(__always)
    static func withParsed<Context, Found>(
        _ link: String, limits: LinkLimits, context: Context,
        _ body: (Context, ParsedLink) -> Result<Found, LinkRejection>
    ) -> Result<Found, LinkRejection> {
        var link = link
        return link.withUTF8 { bytes in
            guard bytes.count <= limits.maxLength else { return .failure(.tooLong(limit: limits.maxLength)) }
            // Scheme, `:`, host and decoded segments with a byte after each are never longer
            // than the link (of its `://` only the `:` is copied, and the byte after a
            // segment stands for the `/` before it); there are at most `maxSegments`
            // segments, and no more than bytes.
            let boundsCapacity = max(0, min(limits.maxSegments, bytes.count)) + 2
            // One temporary allocation holds the three buffers (bounds, segment numbers, then
            // bytes, so each starts aligned): nested allocations cost a closure each and
            // handed the result back through every one of them.
            let boundsBytes = boundsCapacity * MemoryLayout<Int>.stride
            let idsBytes = boundsCapacity * MemoryLayout<Int32>.stride
            return withUnsafeTemporaryAllocation(
                byteCount: boundsBytes + idsBytes + max(bytes.count, 1), alignment: MemoryLayout<Int>.alignment
            ) { scratch in
                let boundsBuffer = UnsafeMutableRawBufferPointer(rebasing: scratch[..<boundsBytes]).bindMemory(to: Int.self)
                let segmentIDs = UnsafeMutableRawBufferPointer(rebasing: scratch[boundsBytes..<boundsBytes + idsBytes])
                    .bindMemory(to: Int32.self)
                let byteBuffer = UnsafeMutableRawBufferPointer(rebasing: scratch[(boundsBytes + idsBytes)...])
                    .bindMemory(to: UInt8.self)
                var segmentBytes = ScratchBuffer(byteBuffer)
                var bounds = ScratchBuffer(boundsBuffer)
                let parsed: ParsedLink
                do throws(LinkRejection) {
                    parsed = try ParsedLink(
                        bytes: bytes, limits: limits, into: &segmentBytes, &bounds, segmentIDs: segmentIDs)
                } catch {
                    return .failure(error)
                }
                return body(context, parsed)
            }
        }
    }

    private init(
        bytes: UnsafeBufferPointer<UInt8>, limits: LinkLimits, into segmentBytes: inout ScratchBuffer<UInt8>,
        _ bounds: inout ScratchBuffer<Int>, segmentIDs: UnsafeMutableBufferPointer<Int32>
    ) throws(LinkRejection) {
        self.segmentIDs = segmentIDs
        let count = bytes.count
        guard count <= limits.maxLength else { throw .tooLong(limit: limits.maxLength) }
        // One pass checks every byte and notes the first ':', '#', and '?' before any '#',
        // and whether there is a '%' at all.
        var firstColon = -1
        var hash = count
        var question = -1
        var hasPercent = false
        let rejected = Self.byteClasses.withUnsafeBufferPointer { classes -> Int? in
            var offset = 0
            while offset < count {
                // Plain bytes are class 0, so eight of them (most of a link) cost one test;
                // eight that are not all plain are looked at one by one.
                let chunkEnd = min(offset &+ 8, count)
                if chunkEnd &- offset == 8 {
                    var classesOred: UInt8 = 0
                    for lane in 0..<8 { classesOred |= classes[Int(bytes[offset &+ lane])] }
                    if classesOred == ByteClass.plain {
                        offset = chunkEnd
                        continue
                    }
                }
                while offset < chunkEnd {
                    switch classes[Int(bytes[offset])] {
                    case ByteClass.disallowed: return offset
                    case ByteClass.colon where firstColon < 0: firstColon = offset
                    case ByteClass.hash where hash == count: hash = offset
                    case ByteClass.question where question < 0 && hash == count: question = offset
                    case ByteClass.percent: hasPercent = true
                    default: break
                    }
                    offset &+= 1
                }
            }
            return nil
        }
        if let rejected {
            let byte = bytes[rejected]
            if byte < 0x20 || byte == 0x7F { throw .controlCharacter }
            // A raw C1 control (U+0080...U+009F) is C2 80...C2 9F.
            if byte == 0xC2, rejected + 1 < count, (0x80...0x9F).contains(bytes[rejected + 1]) { throw .controlCharacter }
            throw .invalidCharacter(offset: rejected + 1)
        }
        let colon = firstColon
        guard colon >= 0, colon + 2 < count, bytes[colon + 1] == UInt8(ascii: "/"), bytes[colon + 2] == UInt8(ascii: "/")
        else { throw .malformed("expected scheme://host") }
        // Checked and lowercased in one pass, as the host is below.
        guard colon > 0, Self.isLetter(bytes[0]), Self.appendLowered(bytes, 0..<colon, by: Self.schemeLowering, to: &segmentBytes)
        else { throw .malformed("the scheme is not valid") }
        segmentBytes.append(LinkTrie.authoritySeparator)
        let hostStart = segmentBytes.count
        self.hostStart = hostStart

        // The part after "//" up to a fragment: authority, path, query.
        let start = colon + 3
        var end = max(hash, start)
        var queryRange = end..<end
        if question >= start {
            queryRange = (question + 1)..<end
            end = question
        }
        let slash = Self.firstIndex(of: UInt8(ascii: "/"), in: bytes, start..<end) ?? end
        guard slash > start else { throw .malformed("the host is empty") }
        // One pass checks and lowercases the host; '@' and ':' are no host bytes, so the
        // authority is only searched for them when a byte fails: a valid host is scanned once.
        if !Self.appendLowered(bytes, start..<slash, by: Self.hostLowering, to: &segmentBytes) {
            for index in start..<slash where bytes[index] == UInt8(ascii: "@") || bytes[index] == UInt8(ascii: ":") {
                throw .unsupportedAuthority
            }
            throw .invalidHost
        }

        let pathStart = min(slash + 1, end)
        var pathEnd = end
        if pathEnd > pathStart, bytes[pathEnd - 1] == UInt8(ascii: "/") { pathEnd -= 1 }
        let authorityEnd = segmentBytes.count
        // Without a '%' in the link, every segment is its own text (allowed raw bytes are
        // printable ASCII) and is read where it is, followed by its '/': no copy, no decoding
        // scan. With one, each segment is decoded after the authority, a byte after each.
        if pathEnd > pathStart || end - slash > 1 {
            var pieceStart = pathStart
            while true {
                let pieceEnd = Self.firstIndex(of: UInt8(ascii: "/"), in: bytes, pieceStart..<pathEnd) ?? pathEnd
                guard bounds.count < limits.maxSegments else { throw .tooManySegments(limit: limits.maxSegments) }
                guard pieceEnd > pieceStart else { throw .emptySegment }
                let segment: UnsafeBufferPointer<UInt8>
                if hasPercent {
                    let segmentStart = segmentBytes.count
                    bounds.append(segmentStart - authorityEnd)
                    try PercentDecoding.decode(bytes, pieceStart..<pieceEnd, isSegment: true, into: &segmentBytes)
                    segment = segmentBytes.written(from: segmentStart)
                    segmentBytes.append(UInt8(ascii: "/"))
                } else {
                    bounds.append(pieceStart)
                    segment = UnsafeBufferPointer(rebasing: bytes[pieceStart..<pieceEnd])
                }
                if segment.count <= 2, segment[0] == UInt8(ascii: "."), segment.count == 1 || segment[1] == UInt8(ascii: ".") {
                    throw .dotSegment
                }
                if pieceEnd == pathEnd { break }
                pieceStart = pieceEnd + 1
            }
        }
        let written = segmentBytes.written()
        authority = UnsafeBufferPointer(rebasing: written[..<authorityEnd])
        if hasPercent {
            path = UnsafeBufferPointer(rebasing: written[authorityEnd...])
            bounds.append(path.count)
        } else {
            path = bytes
            bounds.append(pathEnd + 1)
        }
        self.bounds = bounds.written()

        var query: [(name: String, value: String)] = []
        var itemStart = queryRange.lowerBound
        while itemStart < queryRange.upperBound {
            let itemEnd =
                Self.firstIndex(of: UInt8(ascii: "&"), in: bytes, itemStart..<queryRange.upperBound)
                ?? queryRange.upperBound
            if itemEnd > itemStart {
                guard query.count < limits.maxQueryItems else { throw .tooManyQueryItems(limit: limits.maxQueryItems) }
                let equals = Self.firstIndex(of: UInt8(ascii: "="), in: bytes, itemStart..<itemEnd) ?? itemEnd
                let name = try PercentDecoding.decode(bytes, itemStart..<equals, isSegment: false)
                let value = try PercentDecoding.decode(bytes, min(equals + 1, itemEnd)..<itemEnd, isSegment: false)
                query.append((name, value))
            }
            itemStart = itemEnd + 1
        }
        self.query = query
    }

    /// The lowercased scheme, for messages.
    var scheme: String { String(decoding: schemeBytes, as: UTF8.self) }

    /// The lowercased host, for messages.
    var host: String { String(decoding: hostBytes, as: UTF8.self) }

    /// The lowercased scheme's bytes.
    var schemeBytes: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(rebasing: authority[..<(hostStart - 1)]) }

    /// The lowercased host's bytes.
    var hostBytes: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(rebasing: authority[hostStart...]) }

    /// Segment `index`'s bytes, decoded.
    func segmentBytes(_ index: Int) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(rebasing: path[bounds[index]..<bounds[index + 1] - 1])
    }

    /// The number of path segments.
    var segmentCount: Int { bounds.count - 1 }

    /// The segments from `index` on (below ``segmentCount``), decoded and joined by `/`: the
    /// bytes between them are a `/` in both forms of ``path``.
    func segments(from index: Int) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: path[bounds[index]..<bounds[segmentCount] - 1]), as: UTF8.self)
    }

    /// Segment `index`, decoded.
    func segment(_ index: Int) -> String {
        String(decoding: segmentBytes(index), as: UTF8.self)
    }

    /// What the first pass needs to know of each byte value.
    private enum ByteClass {
        static let plain: UInt8 = 0
        static let disallowed: UInt8 = 1
        static let colon: UInt8 = 2
        static let hash: UInt8 = 3
        static let question: UInt8 = 4
        static let percent: UInt8 = 5
    }

    private static let byteClasses: [UInt8] = (0...255).map { value in
        switch UInt8(value) {
        case UInt8(ascii: ":"): ByteClass.colon
        case UInt8(ascii: "#"): ByteClass.hash
        case UInt8(ascii: "?"): ByteClass.question
        case UInt8(ascii: "%"): ByteClass.percent
        case let byte: isAllowed(byte) ? ByteClass.plain : ByteClass.disallowed
        }
    }

    /// RFC 3986 characters allowed raw in a link: unreserved, sub-delims, `:`, `@`, `/`,
    /// `?`, `#` and `%` (for escapes). Everything else (space, `"`, `<`, `>`, `\`, `^`,
    /// `` ` ``, `{`, `|`, `}`, controls, non-ASCII bytes) must be percent-encoded.
    static func isAllowed(_ byte: UInt8) -> Bool {
        // Bit b of the two words is set for an allowed byte b (0-63, 64-127).
        let low: UInt64 = 0xAFFF_FFFA_0000_0000
        let high: UInt64 = 0x47FF_FFFE_87FF_FFFF
        guard byte < 0x80 else { return false }
        return (byte < 64 ? low : high) & (1 << UInt64(byte & 63)) != 0
    }

    /// A scheme: a letter, then letters, digits, `+`, `-` or `.` (``isSchemeByte(_:)``).
    static func isScheme(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let first = bytes.first, isLetter(first) else { return false }
        return bytes.allSatisfy(isSchemeByte)
    }

    /// A scheme byte: an ASCII letter, digit, `+`, `-` or `.`.
    static func isSchemeByte(_ byte: UInt8) -> Bool {
        isLetter(byte) || isDigit(byte) || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
    }

    /// A host byte: an ASCII letter, digit, `-` or `.`.
    static func isHostByte(_ byte: UInt8) -> Bool {
        isLetter(byte) || isDigit(byte) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    private static func firstIndex(of byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Int? {
        var index = range.lowerBound
        while index < range.upperBound {
            if bytes[index] == byte { return index }
            index += 1
        }
        return nil
    }

    /// Appends the bytes in `range` to `out`, each replaced by its entry in `table` (a
    /// byte's lowercase form, or 0 for a byte that does not belong: ``schemeLowering``,
    /// ``hostLowering``), and tells whether they all belong; `out` is written to the end
    /// either way.
    private static func appendLowered(
        _ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, by table: [UInt8], to out: inout ScratchBuffer<UInt8>
    ) -> Bool {
        // One table lookup per byte instead of range tests, written in one go: no branch
        // per letter range and one capacity check for the whole run.
        table.withUnsafeBufferPointer { table in
            var belongs = true
            out.append(UnsafeBufferPointer(rebasing: bytes[range])) { byte in
                let lowered = table[Int(byte)]
                belongs = belongs && lowered != 0
                return lowered == 0 ? byte : lowered
            }
            return belongs
        }
    }

    /// For each byte value: the byte lowercased when it is a host byte, else 0.
    private static let hostLowering = loweringTable(isHostByte)

    /// For each byte value: the byte lowercased when it is a scheme byte, else 0.
    private static let schemeLowering = loweringTable(isSchemeByte)

    /// For each byte value: the byte lowercased when `belongs` says so, else 0.
    private static func loweringTable(_ belongs: (UInt8) -> Bool) -> [UInt8] {
        (0...255).map { value in
            let byte = UInt8(value)
            guard belongs(byte) else { return 0 }
            return (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte | 0x20 : byte
        }
    }
}
