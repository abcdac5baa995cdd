// libFuzzer target: the deep-link matcher (Sources/LinkMatching), `LinkMatcher<String>`
// with a fixed table of patterns; each pattern's value is its own text.
//
// The input bytes are the link (decoded as UTF-8, invalid sequences becoming U+FFFD).
// Contract checked against a small independent reference written from the README's rules:
//  1. `match` never traps.
//  2. Every `.success` names a value that was added, for a pattern that fits the link:
//     same scheme and host (case-insensitive), segment by segment literal == decoded
//     segment, `:p`/`*` any one segment, `**` one or more remaining segments; its
//     parameters and `rest` are the corresponding decoded segments; and it is the most
//     specific fitting pattern (literal < :param < * < **, from the left), found by brute
//     force over the whole table. The link must also be acceptable to the reference.
//  3. `.failure(.noMatch / .unknownScheme / .unknownHost)` only for links the reference
//     accepts and for which no pattern fits (with the right scheme/host reason).
//  4. Any other rejection only for links the reference rejects too.
//  5. No rejection message carries a raw control character (C0, DEL, C1).
//  6. The tab a link names in its fragment (`LinkTab`) is read without a trap, holds no
//     control character and reads back from the link written for it.
import Glibc

public func linkFuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    LinkFuzz.check(Array(UnsafeBufferPointer(start: data, count: size)))
    return 0
}

enum LinkFuzz {
    static let target = "link"

    static let patterns = [
        "giuseppe://menu",
        "giuseppe://menu/pizza/:name",
        "giuseppe://menu/drink/:name",
        "giuseppe://menu/dessert/:name",
        "giuseppe://menu/drinks/:id",
        "giuseppe://menu/:category",
        "giuseppe://menu/*/special",
        "giuseppe://menu/**rest",
        "giuseppe://menu/pizza%20special/:name",
        "giuseppe://typed/:type",
        "giuseppe://order/:pizza",
        "giuseppe://order/:pizza/size/:size",
        "giuseppe://about",
        "giuseppe://account/**",
        "giuseppe://files/*/*/:name",
        "giuseppe://files/**path",
        "giuseppe://a/b/c/d",
        "giuseppe://a/:x/c/:y",
        "giuseppe://a/*/*/e",
        "giuseppe://a/b/:z/**",
        "GIUSEPPE://Other.Host-1/:p/",
        "app+x.y://h/caf%C3%A9/*",
        "app+x.y://h/**",
    ]

    static let matcher: LinkMatcher<String> = {
        var m = LinkMatcher<String>()
        for text in patterns {
            do {
                try m.add(try LinkPattern(text), value: text)
            } catch {
                fuzzFail(target, "the fixed table does not load: \(text): \(error)", input: [])
            }
        }
        return m
    }()

    // MARK: Reference

    enum RefSegment: Equatable {
        case literal(String)
        case parameter(String)
        case wildcard
        case catchAll(String)
        var rank: Int {
            switch self {
            case .literal: 0
            case .parameter: 1
            case .wildcard: 2
            case .catchAll: 3
            }
        }
    }

    struct RefPattern {
        let text: String
        let scheme: String
        let host: String
        let segments: [RefSegment]
    }

    static let refPatterns: [RefPattern] = patterns.map { text in
        let afterScheme = text.range(of: "://")!
        let scheme = String(text[..<afterScheme.lowerBound]).lowercased()
        var rest = Substring(text[afterScheme.upperBound...])
        if rest.hasSuffix("/") { rest = rest.dropLast() }
        let parts = rest.split(separator: "/", omittingEmptySubsequences: false)
        let host = parts[0].lowercased()
        let segments: [RefSegment] = parts.dropFirst().map { part in
            if part.hasPrefix(":") { return .parameter(String(part.dropFirst())) }
            if part == "*" { return .wildcard }
            if part.hasPrefix("**") { return .catchAll(String(part.dropFirst(2))) }
            return .literal(percentDecode(Array(part.utf8), segment: true)!)
        }
        return RefPattern(text: text, scheme: scheme, host: host, segments: segments)
    }

    struct RefLink {
        let scheme: String
        let host: String
        let segments: [String]
    }

    /// Percent-decodes once; nil for a bad escape, a control character (C0, DEL or C1, raw or decoded),
    /// an encoded `/` or `\` in a segment, or bytes that are not UTF-8.
    static func percentDecode(_ bytes: [UInt8], segment: Bool) -> String? {
        func hexValue(_ b: UInt8) -> UInt8? {
            switch b {
            case 0x30...0x39: b - 0x30
            case 0x41...0x46: b - 0x41 + 10
            case 0x61...0x66: b - 0x61 + 10
            default: nil
            }
        }
        var out: [UInt8] = []
        var i = 0
        while i < bytes.count {
            var b = bytes[i]
            if b == 0x25 {
                guard i + 2 < bytes.count, let h = hexValue(bytes[i + 1]), let l = hexValue(bytes[i + 2]) else { return nil }
                b = h * 16 + l
                if segment && (b == 0x2F || b == 0x5C) { return nil }
                i += 3
            } else {
                i += 1
            }
            if b < 0x20 || b == 0x7F { return nil }
            out.append(b)
        }
        guard let text = String(validating: out, as: UTF8.self) else { return nil }
        // C1 controls (U+0080...U+009F) are control characters too.
        if text.unicodeScalars.contains(where: { (0x80...0x9F).contains($0.value) }) { return nil }
        return text
    }

    /// The link as the README describes acceptable links, or nil when it must be rejected.
    static func reference(_ link: String) -> RefLink? {
        let b = Array(link.utf8)
        if b.count > 2048 { return nil }
        let allowedPunctuation = Array("-._~!$&'()*+,;=:@/?#%".utf8)
        func isLetter(_ c: UInt8) -> Bool { (c >= 0x41 && c <= 0x5A) || (c >= 0x61 && c <= 0x7A) }
        func isDigit(_ c: UInt8) -> Bool { c >= 0x30 && c <= 0x39 }
        for c in b where !(isLetter(c) || isDigit(c) || allowedPunctuation.contains(c)) { return nil }
        guard let sep = Array(b.indices).first(where: { b[$0] == 0x3A }) else { return nil }
        guard sep > 0, b.count >= sep + 3, b[sep + 1] == 0x2F, b[sep + 2] == 0x2F else { return nil }
        let schemeBytes = Array(b[..<sep])
        guard isLetter(schemeBytes[0]),
            schemeBytes.allSatisfy({ isLetter($0) || isDigit($0) || $0 == 0x2B || $0 == 0x2D || $0 == 0x2E })
        else { return nil }
        var rest = Array(b[(sep + 3)...])
        if let hash = rest.firstIndex(of: 0x23) { rest = Array(rest[..<hash]) }
        var query: [UInt8] = []
        if let q = rest.firstIndex(of: 0x3F) {
            query = Array(rest[(q + 1)...])
            rest = Array(rest[..<q])
        }
        let slash = rest.firstIndex(of: 0x2F) ?? rest.count
        let authority = Array(rest[..<slash])
        guard !authority.isEmpty, authority.allSatisfy({ isLetter($0) || isDigit($0) || $0 == 0x2D || $0 == 0x2E }) else {
            return nil
        }
        let pathPart = Array(rest[slash...])  // "" or "/..."
        var segments: [String] = []
        if pathPart.count > 1 {
            var path = Array(pathPart.dropFirst())
            if path.last == 0x2F { path.removeLast() }
            let pieces = path.split(separator: 0x2F, omittingEmptySubsequences: false)
            if pieces.count > 64 { return nil }
            for piece in pieces {
                guard !piece.isEmpty, let s = percentDecode(Array(piece), segment: true), s != ".", s != ".." else {
                    return nil
                }
                segments.append(s)
            }
        }
        let items = query.split(separator: 0x26)
        if items.count > 64 { return nil }
        for item in items {
            let eq = item.firstIndex(of: 0x3D) ?? item.endIndex
            guard percentDecode(Array(item[..<eq]), segment: false) != nil,
                percentDecode(Array(item[eq...].dropFirst()), segment: false) != nil
            else { return nil }
        }
        return RefLink(
            scheme: String(decoding: schemeBytes, as: UTF8.self).lowercased(),
            host: String(decoding: authority, as: UTF8.self).lowercased(), segments: segments)
    }

    static func fits(_ p: RefPattern, _ link: RefLink) -> Bool {
        guard p.scheme == link.scheme, p.host == link.host else { return false }
        for (i, segment) in p.segments.enumerated() {
            if case .catchAll = segment { return link.segments.count > i }
            guard i < link.segments.count else { return false }
            // Literals compare by Unicode scalars, never by canonical equivalence.
            if case .literal(let text) = segment, !text.unicodeScalars.elementsEqual(link.segments[i].unicodeScalars) {
                return false
            }
        }
        return link.segments.count == p.segments.count
    }

    static func moreSpecific(_ a: RefPattern, than b: RefPattern) -> Bool {
        for (x, y) in zip(a.segments, b.segments) where x.rank != y.rank { return x.rank < y.rank }
        return false
    }

    // MARK: Check

    static func check(_ bytes: [UInt8]) {
        let link = String(decoding: bytes, as: UTF8.self)
        let result = matcher.match(link)
        let ref = reference(link)
        switch result {
        case .success(let match):
            guard let ref else {
                fuzzFail(target, "matched \(match.value) but the link breaks the README's rules", input: bytes)
            }
            guard let p = refPatterns.first(where: { $0.text == match.value }) else {
                fuzzFail(target, "matched a value that was never added: \(match.value)", input: bytes)
            }
            fuzzCheck(
                match.pattern.description == (try? LinkPattern(p.text))?.description, target, input: bytes,
                "the match's pattern \(match.pattern) is not the value's pattern \(p.text)")
            fuzzCheck(
                fits(p, ref), target, input: bytes,
                "matched \(p.text) which does not fit the segments \(ref.segments) (\(ref.scheme)://\(ref.host))")
            var parameters: LinkParameters = [:]
            var rest: [String] = []
            for (i, segment) in p.segments.enumerated() {
                switch segment {
                case .parameter(let name): parameters[name] = ref.segments[i]
                case .catchAll(let name):
                    rest = Array(ref.segments[i...])
                    if !name.isEmpty { parameters[name] = rest.joined(separator: "/") }
                default: break
                }
            }
            fuzzCheck(
                match.parameters == parameters && match.rest == rest, target, input: bytes,
                "matched \(p.text): parameters \(match.parameters) rest \(match.rest), expected \(parameters) \(rest)")
            let fitting = refPatterns.filter { fits($0, ref) }
            if let better = fitting.first(where: { moreSpecific($0, than: p) }) {
                fuzzFail(
                    target,
                    "matched \(p.text) but \(better.text) also fits and is more specific "
                        + "(segments \(ref.segments))", input: bytes)
            }
            fuzzStat("success \(p.text)\(fitting.count > 1 ? " (beat \(fitting.count - 1) other fitting)" : "")")
        case .failure(let rejection):
            switch rejection {
            case .noMatch, .unknownScheme, .unknownHost:
                guard let ref else {
                    fuzzFail(target, "rejected as \(rejection) but the reference rejects the link itself", input: bytes)
                }
                if let fit = refPatterns.first(where: { fits($0, ref) }) {
                    fuzzFail(target, "rejected (\(rejection)) but \(fit.text) fits the segments \(ref.segments)", input: bytes)
                }
                let schemeKnown = refPatterns.contains { $0.scheme == ref.scheme }
                let hostKnown = refPatterns.contains { $0.scheme == ref.scheme && $0.host == ref.host }
                let expected: LinkRejection =
                    !schemeKnown
                    ? .unknownScheme(ref.scheme)
                    : !hostKnown ? .unknownHost(ref.host) : .noMatch
                fuzzCheck(rejection == expected, target, input: bytes, "rejected as \(rejection), expected \(expected)")
            default:
                if let ref {
                    fuzzFail(
                        target,
                        "rejected (\(rejection)) a link the README's rules accept: "
                            + "\(ref.scheme)://\(ref.host) segments \(ref.segments)", input: bytes)
                }
            }
            let message = rejection.description
            fuzzCheck(
                !message.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) },
                target, input: bytes, "the rejection message carries a raw control character: \(message.debugDescription)")
            fuzzStat("rejected \(caseName(rejection))")
        }
        checkTab(link, bytes)
    }

    /// 6. `LinkTab.name(in:)` never traps; a tab it reads holds no control character and
    ///    reads back from the link `LinkTab.link(_:inTab:)` writes for it; a rejection's
    ///    message carries no raw control character.
    static func checkTab(_ link: String, _ bytes: [UInt8]) {
        do {
            guard let tab = try LinkTab.name(in: link) else { return fuzzStat("tab none") }
            fuzzCheck(
                !tab.isEmpty && !tab.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) },
                target, input: bytes, "the tab \(tab.debugDescription) is empty or holds a control character")
            let written = LinkTab.link(link, inTab: tab)
            fuzzCheck(
                (try? LinkTab.name(in: written)) == tab, target, input: bytes,
                "the tab \(tab.debugDescription) does not read back from \(written.debugDescription)")
            fuzzStat("tab read")
        } catch {
            fuzzCheck(
                !error.description.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) },
                target, input: bytes, "the tab's rejection carries a raw control character: \(error.description)")
            fuzzStat("tab rejected \(caseName(error))")
        }
    }
}
