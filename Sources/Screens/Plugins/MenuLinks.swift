package import Router

/// How links and saved stacks name items of Giuseppe's menu, shared by the demo's plugins.
package enum MenuLinks {
    /// Vouches for a menu item read from a saved stack or a link: it must be one of `items`,
    /// every field equal, and the menu's own copy is used.
    package static func onMenu<Item: Hashable & Sendable>(_ items: [Item], _ noun: String) -> PayloadValidator<Item> {
        .oneOf(items, what: "\(noun) on the menu")
    }

    /// A link decoder that finds the item whose `name` is the link's `name` parameter, by
    /// Unicode scalars, and whose encoder writes the item's `name`.
    package static func named<Item: Sendable>(
        _ items: [Item], _ noun: String, _ name: @escaping @Sendable (Item) -> String
    ) -> LinkDecoder<Item> {
        LinkDecoder(parameters: ["name"]) { parameters throws(LinkDecodingError) in
            try LinkLookup.item(named: parameters["name"] ?? "", in: items, name: name) { "no \(noun) is named \($0)" }
        } encode: { item in
            ["name": name(item)]
        }
    }
}
