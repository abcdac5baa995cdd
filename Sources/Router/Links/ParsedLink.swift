/// A link split into scheme, host, percent-decoded path segments and query items, after
/// every check of its text. Building one is the only way a link reaches the matcher.
struct ParsedLink {
    /// Lowercased.
    let scheme: String
    /// Lowercased.
    let host: String
    /// Percent-decoded once; never empty, `.` or `..`. A trailing slash adds none.
    let segments: [String]
    /// Percent-decoded once, in link order.
    let query: [(name: String, value: String)]

    /// Reads and checks `link`.
    /// - Throws: ``LinkRejection`` for anything outside the accepted form; see the cases.
    /// - Complexity: O(*n*) in the link's length.
    init(_ link: String, limits: LinkLimits) throws(LinkRejection) {
        let bytes = Array(link.utf8)
        guard bytes.count <= limits.maxLength else { throw .tooLong(limit: limits.maxLength) }
        for (offset, byte) in bytes.enumerated() where !Self.isAllowed(byte) {
            if byte < 0x20 || byte == 0x7F { throw .controlCharacter }
            throw .invalidCharacter(offset: offset + 1)
        }
        guard let colon = bytes.firstIndex(of: UInt8(ascii: ":")),
            bytes[(colon + 1)...].starts(with: [UInt8(ascii: "/"), UInt8(ascii: "/")])
        else { throw .malformed("expected scheme://host") }
        guard colon > 0, Self.isScheme(bytes[..<colon]) else { throw .malformed("the scheme is not valid") }
        scheme = String(decoding: bytes[..<colon], as: UTF8.self).lowercased()

        // The part after "//" up to a fragment: authority, path, query.
        var rest = bytes[(colon + 3)...]
        if let hash = rest.firstIndex(of: UInt8(ascii: "#")) { rest = rest[..<hash] }
        var queryPart: ArraySlice<UInt8> = []
        if let question = rest.firstIndex(of: UInt8(ascii: "?")) {
            queryPart = rest[(question + 1)...]
            rest = rest[..<question]
        }
        let slash = rest.firstIndex(of: UInt8(ascii: "/")) ?? rest.endIndex
        let authority = rest[..<slash]
        if authority.contains(UInt8(ascii: "@")) || authority.contains(UInt8(ascii: ":")) {
            throw .unsupportedAuthority
        }
        guard !authority.isEmpty else { throw .malformed("the host is empty") }
        guard authority.allSatisfy(Self.isHostByte) else { throw .invalidHost }
        host = String(decoding: authority, as: UTF8.self).lowercased()

        var path = rest[slash...].dropFirst()
        if path.last == UInt8(ascii: "/") { path = path.dropLast() }
        var segments: [String] = []
        if !path.isEmpty || rest[slash...].count > 1 {
            for piece in path.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false) {
                guard segments.count < limits.maxSegments else { throw .tooManySegments(limit: limits.maxSegments) }
                guard !piece.isEmpty else { throw .emptySegment }
                let segment = try PercentDecoding.decode(piece, offset: piece.startIndex, isSegment: true)
                if segment == "." || segment == ".." { throw .dotSegment }
                segments.append(segment)
            }
        }
        self.segments = segments

        var query: [(name: String, value: String)] = []
        for item in queryPart.split(separator: UInt8(ascii: "&")) {
            guard query.count < limits.maxQueryItems else { throw .tooManyQueryItems(limit: limits.maxQueryItems) }
            let equals = item.firstIndex(of: UInt8(ascii: "=")) ?? item.endIndex
            let name = try PercentDecoding.decode(item[..<equals], offset: item.startIndex, isSegment: false)
            let value = try PercentDecoding.decode(item[equals...].dropFirst(), offset: equals, isSegment: false)
            query.append((name, value))
        }
        self.query = query
    }

    /// RFC 3986 characters allowed raw in a link: unreserved, sub-delims, `:`, `@`, `/`,
    /// `?`, `#` and `%` (for escapes). Everything else (space, `"`, `<`, `>`, `\`, `^`,
    /// `` ` ``, `{`, `|`, `}`, controls, non-ASCII bytes) must be percent-encoded.
    static func isAllowed(_ byte: UInt8) -> Bool {
        allowedBytes[Int(byte)]
    }

    private static let allowedBytes: [Bool] = (0...255).map { value in
        let byte = UInt8(value)
        return isLetter(byte) || isDigit(byte) || Array("-._~!$&'()*+,;=:@/?#%".utf8).contains(byte)
    }

    /// A scheme: a letter, then letters, digits, `+`, `-` or `.`.
    static func isScheme(_ bytes: ArraySlice<UInt8>) -> Bool {
        guard let first = bytes.first, isLetter(first) else { return false }
        return bytes.allSatisfy { isLetter($0) || isDigit($0) || [UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: ".")].contains($0) }
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
}
