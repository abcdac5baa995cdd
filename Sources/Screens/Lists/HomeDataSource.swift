public import Router

/// The home screen's list: the menu, the typed list, About, and the account.
public enum HomeDataSource {
    /// The list of home entries.
    public static func make() -> ListDataSource {
        ListDataSource(sections: [
            ListSection(rows: [
                ListRow("Giuseppe's menu", detail: "pizzas, drinks, desserts", payload: HomeEntry.menu),
                ListRow("Typed list", detail: "models of type A, B, C and more", payload: HomeEntry.typedList),
                ListRow("About", payload: HomeEntry.about),
                ListRow("Account", detail: "needs sign-in", payload: HomeEntry.account),
            ])
        ])
    }
}
