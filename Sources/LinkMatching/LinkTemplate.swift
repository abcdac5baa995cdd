/// A link with blanks: a link pattern whose `:name` segments (and a last `**name`) are
/// filled with parameter values to make a link, e.g. the parent `giuseppe://menu/pizza/:pizza`
/// of `giuseppe://order/:pizza` becomes `giuseppe://menu/pizza/Margherita`.
///
/// Every segment but a literal must be named, so there is something to fill it with:
/// `*` and an unnamed `**` are refused.
public struct LinkTemplate: Hashable, Sendable {
    /// The template read as a pattern (its literals decoded).
    public let pattern: LinkPattern

    /// Reads a template.
    /// - Throws: ``LinkTemplateError`` when `text` is not a valid link pattern, or has a
    ///   segment no parameter fills (`*`, `**`).
    public init(_ text: String) throws(LinkTemplateError) {
        let pattern: LinkPattern
        do throws(LinkPatternError) {
            pattern = try LinkPattern(text)
        } catch {
            throw .invalidPattern(error)
        }
        for segment in pattern.segments {
            switch segment {
            case .wildcard, .catchAll(""): throw .unnamedSegment
            case .literal, .parameter, .catchAll: continue
            }
        }
        self.pattern = pattern
    }

    /// The names the template needs values for, in segment order.
    public var parameterNames: [String] { pattern.parameterNames }

    /// The first of ``parameterNames`` that `values` has no value for (names are compared
    /// by Unicode scalars), or `nil` when it has them all.
    public func firstMissingParameter(in values: LinkParameters) -> String? {
        parameterNames.first { values[$0] == nil }
    }

    /// The link the template makes with `values`: each `:name` segment replaced by the value
    /// of `name`, percent-encoded (every byte but the RFC 3986 unreserved characters
    /// `A-Z a-z 0-9 - . _ ~`, so `%` and `/` stay inside the segment); a last `**name` by
    /// the value's `/`-separated pieces, each encoded. Literals are written as
    /// ``LinkPattern/description`` writes them.
    ///
    /// Nothing is checked: a value that is empty, `.` or `..`, or holds `/` for a `:name`
    /// makes a link the matcher rejects, as it would any link.
    /// - Returns: The link, or `nil` when `values` lacks a parameter (see
    ///   ``firstMissingParameter(in:)``).
    public func link(filling values: LinkParameters) -> String? {
        pattern.link(filling: values, unnamed: [])
    }

    /// `pattern` written as ``LinkPattern/description`` writes it, but with each `:name`
    /// segment that `values` has a value for replaced by that value, encoded as
    /// ``link(filling:)`` encodes it: a link, or a pattern standing for the links that have
    /// those values.
    package static func text(of pattern: LinkPattern, filling values: [String: String]) -> String {
        let path = pattern.segments.map { segment in
            switch segment {
            case .literal(let text): LinkPattern.encoded(text)
            case .parameter(let name): values[name].map(encoded) ?? ":\(name)"
            case .wildcard: "*"
            case .catchAll(let name): "**\(name)"
            }
        }
        return "\(pattern.scheme)://\(pattern.host)" + (path.isEmpty ? "" : "/" + path.joined(separator: "/"))
    }

    /// `value` with every byte but the unreserved characters percent-encoded (upper-case hex).
    static func encoded(_ value: String) -> String {
        let hex = Array("0123456789ABCDEF".utf8)
        var out: [UInt8] = []
        for byte in value.utf8 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
                UInt8(ascii: "~"):
                out.append(byte)
            default:
                out += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 0xF)]]
            }
        }
        return String(decoding: out, as: UTF8.self)
    }
}

extension LinkPattern {
    /// A link this pattern matches (when no more specific pattern takes it): each `:name`
    /// segment and a last `**name` filled with the value of `name`, as
    /// ``LinkTemplate/link(filling:)`` fills them, and each unnamed segment (`*`, `**`) with
    /// the next of `unnamed`, in segment order, encoded the same way.
    /// - Returns: The link, or `nil` when `values` lacks a parameter or `unnamed` runs out.
    package func link(filling values: LinkParameters, unnamed: [String]) -> String? {
        var path: [String] = []
        var unnamedLeft = unnamed[...]
        func filled(_ value: String, catchAll: Bool) -> String {
            guard catchAll else { return LinkTemplate.encoded(value) }
            return value.split(separator: "/", omittingEmptySubsequences: false)
                .map { LinkTemplate.encoded(String($0)) }.joined(separator: "/")
        }
        for segment in segments {
            switch segment {
            case .literal(let text):
                path.append(Self.encoded(text))
            case .parameter(let name):
                guard let value = values[name] else { return nil }
                path.append(filled(value, catchAll: false))
            case .catchAll(let name) where !name.isEmpty:
                guard let value = values[name] else { return nil }
                path.append(filled(value, catchAll: true))
            case .wildcard, .catchAll:
                guard let value = unnamedLeft.popFirst() else { return nil }
                path.append(filled(value, catchAll: segment != .wildcard))
            }
        }
        return "\(scheme)://\(host)" + (path.isEmpty ? "" : "/" + path.joined(separator: "/"))
    }
}

extension LinkPattern {
    /// ``link(filling:unnamed:)`` with no unnamed values, followed by `query` as query
    /// items (`?name=value&…`, in the order given), names and values encoded as
    /// ``LinkTemplate/link(filling:)`` encodes a segment.
    /// - Returns: The link, or `nil` when `values` lacks a parameter or the pattern has an
    ///   unnamed segment.
    package func link(filling values: LinkParameters, query: [(name: String, value: String)]) -> String? {
        guard let path = link(filling: values, unnamed: []) else { return nil }
        guard !query.isEmpty else { return path }
        let items = query.map { LinkTemplate.encoded($0.name) + "=" + LinkTemplate.encoded($0.value) }
        return path + "?" + items.joined(separator: "&")
    }
}

extension LinkTemplate: CustomStringConvertible {
    /// The template written back, as ``LinkPattern/description`` writes a pattern.
    public var description: String { pattern.description }
}
