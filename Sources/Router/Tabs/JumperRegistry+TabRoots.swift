import LinkMatching
import RouterText

extension JumperRegistry {
    /// The roots of an app's tabs, in order, each the identity of its root entry (`nil`
    /// when not known): what ``tab(ofChainFrom:naming:roots:)`` chooses from.
    package typealias TabRoots = [(tab: String, root: EntryIdentity?)]

    /// Whether `destination` is `root`: the same screen built from an equal payload
    /// (``EntryIdentity``), pushed, and requiring nothing (a root is always shown, so a
    /// destination that requires a condition is never taken for it). A screen's name alone
    /// never makes a root.
    package func isRoot(_ destination: Destination, of root: EntryIdentity?) -> Bool {
        guard destination.presentation == .push, let root, root.matches(destination) else { return false }
        do { return try requirement(of: destination) == nil } catch { return false }
    }

    /// The tab a link's chain is built in, the one rule for opening a link and for writing
    /// the link of a stack: the tab the link names (`LinkTab`), else the first tab whose
    /// root the chain starts with, else the first tab; and whether the chain starts with
    /// that tab's root (then it is built above that root, else the whole chain is).
    /// - Returns: The tab, or `nil` when there are no tabs or no tab is named `named`.
    package func tab(ofChainFrom first: Destination?, naming named: String?, roots: TabRoots)
        -> (tab: String, startsAtRoot: Bool)?
    {
        func startsAt(_ root: EntryIdentity?) -> Bool { first.map { isRoot($0, of: root) } ?? false }
        if let named {
            guard let tab = roots.first(where: { $0.tab.isScalarEqual(to: named) }) else { return nil }
            return (tab.tab, startsAt(tab.root))
        }
        if let home = roots.first(where: { startsAt($0.root) }) { return (home.tab, true) }
        return roots.first.map { ($0.tab, false) }
    }

    /// The link of a stack shown in `tab` (`nil` without tabs) whose top entry was built
    /// from `payload`: the payload's link (``link(for:)``), naming `tab` in its fragment
    /// (`LinkTab`) when its chain would otherwise be built in another tab
    /// (``tab(ofChainFrom:naming:roots:)``), so that opening it lands in `tab` again.
    /// - Returns: The link, or why there is none, as ``link(for:)``. Never traps.
    package func link(for payload: (any Sendable)?, inTab tab: String?, roots: TabRoots)
        -> Result<String, PayloadLinkFailure>
    {
        link(for: payload).map { link in
            guard let tab, case .success(let decision) = decide(link: link),
                case .show(let first) = decision.chain[0],
                let opens = self.tab(ofChainFrom: first, naming: nil, roots: roots),
                !opens.tab.isScalarEqual(to: tab)
            else { return link }
            return LinkTab.link(link, inTab: tab)
        }
    }
}
