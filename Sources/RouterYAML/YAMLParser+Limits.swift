extension YAMLParser {
    /// Resource limits for parsing untrusted input.
    public struct Limits: Sendable, Equatable {
        /// The largest accepted ``maxDepth``; larger values are treated as this.
        /// Parsing, ``YAMLNode/jsonText`` and `==` use no stack per nesting
        /// level, but releasing a tree does; at this depth it stays well within
        /// a 512 KB thread stack even in debug builds.
        public static let maxDepthCeiling = 1000

        /// How deeply collections may nest (block and flow collections both
        /// count one level each). Deeper input throws
        /// ``YAMLError/Kind/nestingTooDeep(limit:)`` at the collection that
        /// goes one level too far. Values below 1 are treated as 1, values
        /// above ``maxDepthCeiling`` as ``maxDepthCeiling``.
        public var maxDepth: Int

        /// Creates limits; `maxDepth` defaults to 200. Out-of-range values are
        /// accepted here and clamped to `1...maxDepthCeiling` when parsing.
        public init(maxDepth: Int = 200) {
            self.maxDepth = maxDepth
        }

        /// 200 levels of nesting.
        public static let `default` = Limits()

        var effectiveMaxDepth: Int {
            min(max(maxDepth, 1), Self.maxDepthCeiling)
        }
    }
}
