import RouterText

/// A deep link pattern: `scheme://host/literal/:parameter/*/**`.
///
/// - A literal segment matches itself (case-sensitively, after percent-decoding once,
///   comparing Unicode scalars: a precomposed `é` and `e` + a combining accent differ).
/// - `:name` matches any one segment and captures it as the parameter `name`.
/// - `*` matches any one segment.
/// - `**` (or `**name`, capturing the rest joined by `/`) matches one or more remaining
///   segments; it must be the last segment.
///
/// Scheme and host are compared case-insensitively. A pattern with no path matches the
/// host alone; a trailing slash is ignored.
public struct LinkPattern: Hashable, Sendable {
    /// One segment of a pattern. Equal when of the same kind with the same text, compared
    /// by Unicode scalars (`ExactText`): `caf%C3%A9` and `cafe%CC%81` are two literals.
    public enum Segment: Hashable, Sendable {
        /// Matches exactly this text.
        case literal(String)
        /// Matches any one segment, captured under this name.
        case parameter(String)
        /// Matches any one segment.
        case wildcard
        /// Matches all remaining segments (one or more), captured under this name when it
        /// is not empty.
        case catchAll(String)

        /// Same kind, same text by Unicode scalars.
        public static func == (lhs: Segment, rhs: Segment) -> Bool {
            switch (lhs, rhs) {
            case (.literal(let a), .literal(let b)), (.parameter(let a), .parameter(let b)),
                (.catchAll(let a), .catchAll(let b)):
                a.isScalarEqual(to: b)
            case (.wildcard, .wildcard): true
            default: false
            }
        }

        /// Hashes the kind and the text's scalars, consistently with ``==(_:_:)``.
        public func hash(into hasher: inout Hasher) {
            switch self {
            case .literal(let text):
                hasher.combine(0)
                hasher.combine(ExactText(text))
            case .parameter(let name):
                hasher.combine(1)
                hasher.combine(ExactText(name))
            case .wildcard: hasher.combine(2)
            case .catchAll(let name):
                hasher.combine(3)
                hasher.combine(ExactText(name))
            }
        }
    }

    /// The scheme, lowercased.
    public let scheme: String
    /// The host, lowercased.
    public let host: String
    /// The path segments.
    public let segments: [Segment]

    /// Reads a pattern.
    /// - Throws: ``LinkPatternError`` naming what is wrong.
    public init(_ text: String) throws(LinkPatternError) {
        let bytes = Array(text.utf8)
        guard !bytes.contains(UInt8(ascii: "?")), !bytes.contains(UInt8(ascii: "#")) else {
            throw .queryInPattern
        }
        guard let colon = bytes.firstIndex(of: UInt8(ascii: ":")),
            bytes[(colon + 1)...].starts(with: [UInt8(ascii: "/"), UInt8(ascii: "/")])
        else { throw .missingSchemeSeparator }
        let schemeBytes = bytes[..<colon]
        guard schemeBytes.withUnsafeBufferPointer(ParsedLink.isScheme) else {
            throw .invalidScheme(String(decoding: schemeBytes, as: UTF8.self))
        }
        let rest = bytes[(colon + 3)...]
        let slash = rest.firstIndex(of: UInt8(ascii: "/")) ?? rest.endIndex
        let hostBytes = rest[..<slash]
        guard !hostBytes.isEmpty, hostBytes.allSatisfy(ParsedLink.isHostByte) else {
            throw .invalidHost(String(decoding: hostBytes, as: UTF8.self))
        }
        scheme = String(decoding: schemeBytes, as: UTF8.self).lowercased()
        host = String(decoding: hostBytes, as: UTF8.self).lowercased()

        var path = rest[slash...].dropFirst()
        if path.last == UInt8(ascii: "/") { path = path.dropLast() }
        var segments: [Segment] = []
        var names: Set<String> = []
        let pieces = path.isEmpty ? [] : path.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false)
        for piece in pieces {
            if case .catchAll = segments.last { throw .catchAllNotLast }
            let segment = try Self.segment(piece)
            if case .parameter(let name) = segment, !names.insert(name).inserted { throw .duplicateParameter(name) }
            if case .catchAll(let name) = segment, !name.isEmpty, !names.insert(name).inserted {
                throw .duplicateParameter(name)
            }
            segments.append(segment)
        }
        self.segments = segments
    }

    private static func segment(_ piece: ArraySlice<UInt8>) throws(LinkPatternError) -> Segment {
        let text = String(decoding: piece, as: UTF8.self)
        if piece.first == UInt8(ascii: ":") {
            let name = String(text.dropFirst())
            guard isParameterName(name) else { throw .invalidParameterName(name) }
            return .parameter(name)
        }
        if text == "*" { return .wildcard }
        if text.hasPrefix("**") {
            let name = String(text.dropFirst(2))
            guard name.isEmpty || isParameterName(name) else { throw .invalidParameterName(name) }
            return .catchAll(name)
        }
        guard !piece.isEmpty, piece.allSatisfy(ParsedLink.isAllowed),
            let literal = try? PercentDecoding.decode(piece, isSegment: true),
            literal != ".", literal != ".."
        else { throw .invalidSegment(text) }
        return .literal(literal)
    }

    private static func isParameterName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, !("0"..."9").contains(first) else { return false }
        return name.unicodeScalars.allSatisfy {
            $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_")
        }
    }

    /// The names the pattern captures: its parameters and a named catch-all.
    public var parameterNames: [String] {
        segments.compactMap { segment in
            switch segment {
            case .parameter(let name): name
            case .catchAll(let name) where !name.isEmpty: name
            default: nil
            }
        }
    }
}

extension LinkPattern: CustomStringConvertible {
    /// The pattern written back: `giuseppe://menu/pizza/:name`. Literals are percent-encoded
    /// where they must be (`pizza%20special`, `caf%C3%A9`, a literal `%3Aname` or `%2A`), so
    /// the text is printable ASCII, reads back as the same pattern, and tells apart literals
    /// that differ only in their Unicode scalars.
    public var description: String {
        let path = segments.map { segment in
            switch segment {
            case .literal(let text): Self.encoded(text)
            case .parameter(let name): ":\(name)"
            case .wildcard: "*"
            case .catchAll(let name): "**\(name)"
            }
        }
        return "\(scheme)://\(host)" + (path.isEmpty ? "" : "/" + path.joined(separator: "/"))
    }

    /// `literal` percent-encoded (upper-case hex) where a link needs it, and where it would
    /// otherwise read as something else: `%`, `?`, `#`, every `*`, and a leading `:`.
    static func encoded(_ literal: String) -> String {
        let hex = Array("0123456789ABCDEF".utf8)
        var out: [UInt8] = []
        for (offset, byte) in literal.utf8.enumerated() {
            let escaped =
                !ParsedLink.isAllowed(byte) || byte == UInt8(ascii: "%") || byte == UInt8(ascii: "?")
                || byte == UInt8(ascii: "#") || byte == UInt8(ascii: "*") || (offset == 0 && byte == UInt8(ascii: ":"))
            if escaped {
                out += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 0xF)]]
            } else {
                out.append(byte)
            }
        }
        return String(decoding: out, as: UTF8.self)
    }
}
