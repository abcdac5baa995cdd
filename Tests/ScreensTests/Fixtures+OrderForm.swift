import AccountScreens
import Demo
import RouterTooling

/// The steps of the demo that open the order form, sign in, accept the terms and choose
/// Large, so the form has an unsaved change.
let orderFormWithChangeSteps = [
    "tap \"Giuseppe's menu\"", "tap Margherita", "tap \"Customize order\"", "sign-in anna", "tap \"I accept\"",
    "tap \"Size: Medium\"", "tap Large",
]

/// A demo session with an account, at Home.
@MainActor
func demoSession() -> NavigationSession {
    NavigationSession(registry: DemoApp.makeRegistry(), home: DemoApp.home, account: DemoAccount())
}
