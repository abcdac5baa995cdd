/// The limits a link must stay within; anything beyond them is rejected before matching.
public struct LinkLimits: Sendable, Hashable {
    /// The longest link accepted, in UTF-8 bytes. Default 2,048.
    public var maxLength: Int
    /// The most path segments accepted. Default 64.
    public var maxSegments: Int
    /// The most query items accepted. Default 64.
    public var maxQueryItems: Int

    /// Creates limits.
    public init(maxLength: Int = 2_048, maxSegments: Int = 64, maxQueryItems: Int = 64) {
        self.maxLength = maxLength
        self.maxSegments = maxSegments
        self.maxQueryItems = maxQueryItems
    }

    /// 2,048 bytes, 64 segments, 64 query items.
    public static let `default` = LinkLimits()
}
