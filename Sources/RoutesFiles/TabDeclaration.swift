import RouterText
import RouterYAML

/// One tab of a routes file's `tabs:` section, as written: its name and the deep link that
/// opens its root.
///
/// ```yaml
/// tabs:
///   - tab: Menu
///     root: giuseppe://menu
/// ```
struct TabDeclaration: Sendable {
    let name: String
    let link: String
    let line: Int
    let column: Int
    /// Where the `root:` value is, for problems of the link.
    let linkLine: Int
    let linkColumn: Int
    /// Whether an earlier tab has the name: a problem of its own, and no tab, but its root
    /// is still checked, so one problem hides no other.
    var repeated = false
}

extension RoutesFileLoader {
    static let tabKeys = ["tab", "root"]

    /// Reads the `tabs:` section: a sequence of `{tab: NAME, root: LINK}`, names unique,
    /// at most ``RoutesFile/maxTabs`` of them: beyond that, one problem at the first tab
    /// too many, and the tabs after the limit are not read.
    /// The root links are resolved once the file's routes are known
    /// (``RoutesFile/tabRoots(_:in:)``).
    mutating func loadTabs(_ node: YAMLNode) {
        guard let items = node.sequence else {
            report(node, .wrongKind(expected: "a sequence of tabs", found: Self.kindName(of: node)))
            return
        }
        let beyond = items.dropFirst(RoutesFile.maxTabs)
        if let first = beyond.first {
            report(first, .tooManyTabs(count: RoutesFile.maxTabs + beyond.count, limit: RoutesFile.maxTabs))
        }
        for item in items.prefix(RoutesFile.maxTabs) {
            guard let mapping = item.mapping else {
                report(
                    item,
                    .wrongKind(
                        expected: "a tab (a mapping with 'tab' and 'root')", found: Self.kindName(of: item)))
                continue
            }
            checkKeys(mapping, allowed: Self.tabKeys)
            guard let nameNode = item["tab"] else {
                report(item, .missingKey("tab", context: "a tab"))
                continue
            }
            guard let rootNode = item["root"] else {
                report(item, .missingKey("root", context: "a tab"))
                continue
            }
            guard let tabName = name(nameNode, expected: "a tab name"), let link = name(rootNode, expected: "a deep link")
            else { continue }
            var declaration = TabDeclaration(
                name: tabName, link: link, line: nameNode.line, column: nameNode.column,
                linkLine: rootNode.line, linkColumn: rootNode.column)
            if let first = tabIndex[ExactText(tabName)] {
                report(nameNode, .repeatedTab(tabName, line: tabs[first].line, column: tabs[first].column))
                declaration.repeated = true
            } else {
                tabIndex[ExactText(tabName)] = tabs.count
            }
            tabs.append(declaration)
        }
    }
}
