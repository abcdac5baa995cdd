import LinkMatching
import Router
import RoutingKit

/// A table of link patterns both routers can hold, and links that hit each pattern.
///
/// Paths are written `/literal/:parameter/*/**name`; our pattern is `scheme://host` + path,
/// RoutingKit's is the same path with `**name` as its unnamed `**`.
struct LinkPatternTable {
    /// `gh://api.github.com`: what every link starts with.
    let origin: String
    /// The patterns' paths; a pattern's value in both routers is its index here.
    let paths: [String]

    /// The GitHub-API-like table (``GitHubAPIPatterns``).
    static let gitHub = LinkPatternTable(origin: "gh://api.github.com", paths: GitHubAPIPatterns.paths)

    /// `count` patterns of one shape, `/g7/:id/s3/l5`: a literal, a parameter, a literal, and
    /// a literal leaf, except that every tenth pattern ends in `*` and every tenth in
    /// `**rest` instead. Links to any of them cost the same steps, whatever `count`.
    static func synthetic(count: Int) -> LinkPatternTable {
        let paths = (0..<count).map { index in
            let leaf =
                switch index % 10 {
                case 8: "*"
                case 9: "**rest"
                default: "l\(index % 10)"
                }
            return "/g\(index / 100)/:id/s\(index / 10 % 10)/\(leaf)"
        }
        return LinkPatternTable(origin: "syn://bench", paths: paths)
    }

    /// Our matcher holding every pattern.
    func ourMatcher(limits: LinkLimits = .default) throws(BenchmarkFailure) -> LinkMatcher<Int> {
        var matcher = LinkMatcher<Int>(limits: limits)
        for (index, path) in paths.enumerated() {
            do {
                try matcher.add(try LinkPattern(origin + path), value: index)
            } catch {
                throw BenchmarkFailure("cannot add the link pattern \(origin + path): \(error)")
            }
        }
        return matcher
    }

    /// The fewest match steps (`LinkLimits.maxMatchSteps`) at which every link of `links`
    /// still matches its own pattern: what the table's legitimate links take of the step
    /// limit. Found by halving, with a matcher built for every limit tried (a smaller limit
    /// can only reject more: a match visits the same nodes in the same order, whatever it).
    func mostMatchSteps(of links: [(link: String, pattern: Int)], upTo ceiling: Int = LinkLimits.default.maxMatchSteps)
        throws(BenchmarkFailure) -> Int
    {
        func matchesAll(_ matcher: LinkMatcher<Int>) -> Bool {
            links.allSatisfy { link, pattern in
                if case .success(let match) = matcher.match(link) { match.value == pattern } else { false }
            }
        }
        guard matchesAll(try ourMatcher(limits: LinkLimits(maxMatchSteps: ceiling))) else {
            throw BenchmarkFailure("a link of \(origin) does not match its pattern within \(ceiling) steps")
        }
        var (fewest, most) = (1, ceiling)
        while fewest < most {
            let middle = (fewest + most) / 2
            if matchesAll(try ourMatcher(limits: LinkLimits(maxMatchSteps: middle))) {
                most = middle
            } else {
                fewest = middle + 1
            }
        }
        return fewest
    }

    /// Our link table holding every pattern: what `NavigationRouter.open(_:)` matches with. Its
    /// decoder hands back the pattern's index and the parameters it was given.
    func ourTable() throws(BenchmarkFailure) -> LinkTable {
        var table = LinkTable()
        for (index, path) in paths.enumerated() {
            let decoder = LinkDecoder<DecodedLink>(parameters: []) { parameters in
                DecodedLink(pattern: index, parameters: parameters)
            }
            do {
                try table.add(try LinkPattern(origin + path), decoder: decoder)
            } catch {
                throw BenchmarkFailure("cannot add the link pattern \(origin + path): \(error)")
            }
        }
        return table
    }

    /// RoutingKit's trie router holding every pattern.
    func routingKitRouter() -> TrieRouter<Int> {
        let router = TrieRouter(Int.self)
        for (index, path) in paths.enumerated() {
            let components = path.split(separator: "/").map { segment -> PathComponent in
                segment.hasPrefix("**") ? .catchall : PathComponent(stringLiteral: String(segment))
            }
            router.register(index, at: components)
        }
        return router
    }

    /// One link per pattern (``hit(of:using:)``).
    func hits(using random: inout SplitMix64) -> [LinkHit] {
        paths.indices.map { hit(of: $0, using: &random) }
    }

    /// A link to the pattern at `index`, its parameters random tokens (a quarter of them
    /// percent-encoded), a `*` one token, a catch-all two or three (one would match a `*`
    /// beside it, which is more specific): a pattern with a parameter gets a new link
    /// every time.
    func hit(of index: Int, using random: inout SplitMix64) -> LinkHit {
        let path = paths[index]
        var segments: [String] = []
        var captures: [String: String] = [:]
        var parameters: LinkParameters = [:]
        var rest: [String] = []
        for piece in path.split(separator: "/").map(String.init) {
            if piece.hasPrefix("**") {
                for _ in 0..<(2 + random.below(2)) {
                    let token = LinkToken.random(using: &random)
                    segments.append(token.encoded)
                    rest.append(token.decoded)
                }
                let name = String(piece.dropFirst(2))
                if !name.isEmpty { parameters[name] = rest.joined(separator: "/") }
            } else if piece.hasPrefix(":") {
                let token = LinkToken.random(using: &random)
                segments.append(token.encoded)
                captures[String(piece.dropFirst())] = token.decoded
                parameters[String(piece.dropFirst())] = token.decoded
            } else if piece == "*" {
                segments.append(LinkToken.random(using: &random).encoded)
            } else {
                segments.append(piece)
            }
        }
        return LinkHit(
            link: origin + "/" + segments.joined(separator: "/"), segments: segments, pattern: index,
            parameters: parameters, captures: captures, rest: rest)
    }

    /// The path segments of `link` as a Vapor app hands them to RoutingKit: the path after
    /// `scheme://host`, split on `/` (`path.split(separator: "/").map(String.init)`), not
    /// percent-decoded (RoutingKit decodes the values it captures).
    static func routingKitSegments(of link: String) -> [String] {
        var slashes = 0
        let start =
            link.utf8.firstIndex { byte in
                if byte == UInt8(ascii: "/") { slashes += 1 }
                return slashes == 3
            } ?? link.endIndex
        return link[start...].split(separator: "/").map(String.init)
    }
}

/// What the link table's decoders build: the matched pattern and the parameters.
struct DecodedLink: Sendable {
    let pattern: Int
    let parameters: LinkParameters
}

/// A link that must match one pattern, and what matching it must capture.
struct LinkHit {
    /// The whole link: `gh://api.github.com/repos/k42x/r7p/issues/x9`.
    let link: String
    /// Its path segments as written (percent-encoded).
    let segments: [String]
    /// The index of the pattern it must match.
    let pattern: Int
    /// The parameters it must capture, percent-decoded (a named catch-all: the rest joined
    /// by `/`).
    let parameters: LinkParameters
    /// The `:name` parameters alone (RoutingKit's catch-all has no name).
    let captures: [String: String]
    /// The segments a catch-all must take, percent-decoded.
    let rest: [String]
}

/// A random segment for a parameter, `*` or catch-all: never one of the tables' literals
/// (it always holds a digit, and none of them does).
struct LinkToken {
    let encoded: String
    let decoded: String

    static func random(using random: inout SplitMix64) -> LinkToken {
        let letters = Array("abcdefghijklmnopqrstuvwxyz")
        var plain = String(letters[random.below(letters.count)])
        for _ in 0..<(2 + random.below(7)) {
            plain.append(random.below(3) == 0 ? Character(String(random.below(10))) : letters[random.below(letters.count)])
        }
        plain.append(Character(String(random.below(10))))
        switch random.below(8) {
        case 0: return LinkToken(encoded: plain + "%20x", decoded: plain + " x")
        case 1: return LinkToken(encoded: "caf%C3%A9-" + plain, decoded: "café-" + plain)
        default: return LinkToken(encoded: plain, decoded: plain)
        }
    }
}
