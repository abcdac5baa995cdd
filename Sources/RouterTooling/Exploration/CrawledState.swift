public import Router

/// A state the crawl reached, as the stack a person's taps leave: its tab, the taps, the
/// entries above the root, and the state's link, which opening rebuilds the stack from.
public struct CrawledState: Sendable {
    /// One screen of the stack: its name and the payload it was built from.
    public typealias Entry = (screen: String, payload: (any Sendable)?)

    /// The tab the state is in, or `nil` without tabs.
    public let tab: String?
    /// The taps from the root (the tab's name first, with tabs).
    public let path: [String]
    /// The root's screen and payload.
    public let root: Entry
    /// The entries above the root, bottom first; empty for the root itself.
    public let entries: [Entry]
    /// The state's link: the link of its top entry's payload (`JumperRegistry.link(for:)`),
    /// naming the state's tab (`LinkTab`) when the link would otherwise open in another
    /// tab, as `NavigationRouter.topLink` writes it; or why it has none.
    public let link: Result<String, PayloadLinkFailure>
}

extension CrawledState {
    /// The screen on top of the state: the last entry above the root, else the root.
    public var top: Entry { entries.last ?? root }
}
