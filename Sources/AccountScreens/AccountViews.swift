public import Router
public import Screens

/// Builds the account plugin's screens.
@MainActor
public enum AccountViews {
    /// The order confirmation, shown only when signed in.
    public static func order(_ request: OrderRequest) -> TextScreen {
        TextScreen(
            name: DemoScreen.order.name, title: "Order placed",
            lines: [
                "1 × \(request.pizza.name), " + Price.text(cents: request.pizza.priceCents),
                "Giuseppe is firing up the oven.",
            ])
    }

    /// The account screen, shown only when signed in.
    public static func account() -> TextScreen {
        TextScreen(
            name: DemoScreen.account.name, title: "Your account",
            lines: ["You are signed in. Type 'sign-out' to leave."])
    }

    /// The sign-in screen, shown by the `signedIn` guard.
    public static func signIn() -> TextScreen {
        TextScreen(
            name: DemoScreen.signIn.name, title: "Sign in",
            lines: [
                "This needs you to be signed in.",
                "Type 'sign-in NAME' (anna, giuseppe or luigi), or 'back' to cancel.",
                "In the full-screen mode, press ':' first to type a command.",
            ])
    }

    /// The sign-in error screen: what went wrong, and "Try Again".
    public static func signInError(context: ScreenContext) -> ListScreen {
        ListScreen(
            name: DemoScreen.signInError.name, title: "Sign-in failed",
            lines: ["That name is not known here."],
            dataSource: ListDataSource(sections: [
                ListSection(rows: [ListRow("Try Again", payload: SignInRetry())])
            ]),
            router: context.router)
    }

    /// The terms screen, shown by the `acceptedTerms` guard once signed in.
    public static func terms(context: ScreenContext) -> ListScreen {
        ListScreen(
            name: DemoScreen.terms.name, title: "Terms of ordering",
            lines: [
                "Orders made here are baked to order and cannot be returned.",
                "Tap 'I accept' to go on, or type 'back' to cancel.",
            ],
            dataSource: ListDataSource(sections: [ListSection(rows: [ListRow("I accept", payload: AcceptTerms())])]),
            router: context.router)
    }

    /// The size picker: each row returns its size to the order form.
    public static func sizePicker(_ choice: SizeChoice, context: ScreenContext) -> ListScreen {
        ListScreen(
            name: DemoScreen.sizePicker.name, title: "Choose a size",
            lines: ["Now: \(choice.current)"],
            dataSource: ListDataSource(sections: [
                ListSection(rows: PizzaSize.allCases.map { ListRow($0.description, payload: ReturnValue($0)) })
            ]),
            router: context.router)
    }
}
