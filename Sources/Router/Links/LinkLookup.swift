import RouterText

/// Finds the item a link names, for ``LinkDecoder``s: names are compared by their Unicode
/// scalars (`ExactText`), the rule every name in this library follows, never by Swift's
/// `String` `==`, which would take `Tiramisu` + a combining grave accent for the precomposed
/// `Tiramisù`. A link is attacker-controlled text: a failed look-up says why without
/// echoing it raw.
///
/// ```swift
/// LinkDecoder<Dessert>(parameters: ["name"]) { parameters in
///     try LinkLookup.item(named: parameters["name"] ?? "", in: menu.desserts, name: \.name) {
///         "no dessert is named \($0)"
///     }
/// }
/// ```
public enum LinkLookup {
    /// The first of `items` whose name has exactly the scalars of `wanted`.
    /// - Parameters:
    ///   - wanted: The name the link carries (a decoder's parameter).
    ///   - items: Where to look, in order.
    ///   - name: An item's name.
    ///   - missing: The message when no item has that name, given the name quoted with
    ///     ``LinkDecodingError/quoted(_:)`` (`'Hawaii'`), e.g. `{ "no pizza is named \($0)" }`.
    /// - Throws: ``LinkDecodingError`` with `missing`'s message when no item has the name.
    ///   When an item's name is the same text spelt with other scalars (canonically
    ///   equivalent), both names are quoted with every non-ASCII scalar escaped and the
    ///   message says so: `no dessert is named 'Tiramisu\u{300}' (names are compared by
    ///   Unicode scalars; 'Tiramis\u{F9}' is spelt with others)`.
    /// - Complexity: O(*n*) names compared, each in O(its length).
    public static func item<Item>(
        named wanted: String, in items: some Sequence<Item>, name: (Item) -> String,
        missing: (String) -> String
    ) throws(LinkDecodingError) -> Item {
        var lookalike: String?
        for item in items {
            let itemName = name(item)
            if itemName.isScalarEqual(to: wanted) { return item }
            if lookalike == nil, itemName == wanted { lookalike = itemName }
        }
        guard let lookalike else { throw LinkDecodingError(missing(LinkDecodingError.quoted(wanted))) }
        throw LinkDecodingError(
            missing(QuotedText.quoted(wanted, apartFrom: lookalike))
                + " (names are compared by Unicode scalars; \(QuotedText.quoted(lookalike, apartFrom: wanted)) is spelt "
                + "with others)")
    }
}
