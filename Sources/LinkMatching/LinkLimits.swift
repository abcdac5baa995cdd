/// The limits a link must stay within; anything beyond them is rejected before matching.
public struct LinkLimits: Sendable, Hashable {
    /// The longest link accepted, in UTF-8 bytes. Default 2,048.
    public var maxLength: Int
    /// The most path segments accepted. Default 64.
    public var maxSegments: Int
    /// The most query items accepted. Default 64.
    public var maxQueryItems: Int
    /// The most trie nodes one match may visit below the link's host (the host's own node
    /// included); a link that needs more is rejected with
    /// ``LinkRejection/tooManyMatchSteps(limit:)``. Default 128: a usual link visits about
    /// one node per segment, so the longest link accepted (64 segments) takes 65 steps
    /// when it backs out of no branch; the default allows that twice over, and keeps a
    /// link that runs out of steps (on a table whose branches all fit it but for one
    /// segment) about as cheap as a benign match. A node none of whose patterns can take
    /// the segments left is not visited and costs no step (so a link longer or shorter than every pattern is
    /// answered at once), nor is a node no pattern below which can end with the link's last
    /// segment (a per-node filter of the patterns' last literals; a pattern ending in a
    /// parameter, `*` or `**` fits any), so a link whose last segment fits no branch is
    /// answered at once too. Below 1, every link with a known scheme and host (and a pattern
    /// that can take its number of segments) is rejected.
    public var maxMatchSteps: Int

    /// Creates limits.
    public init(maxLength: Int = 2_048, maxSegments: Int = 64, maxQueryItems: Int = 64, maxMatchSteps: Int = 128) {
        self.maxLength = maxLength
        self.maxSegments = maxSegments
        self.maxQueryItems = maxQueryItems
        self.maxMatchSteps = maxMatchSteps
    }

    /// 2,048 bytes, 64 segments, 64 query items, 128 match steps.
    public static let `default` = LinkLimits()
}
