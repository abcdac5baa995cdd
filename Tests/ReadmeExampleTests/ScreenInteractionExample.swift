// Screen interaction example: begin
import Router
import Testing

/// A form that may not be left while it has unsaved changes: it asks first.
@MainActor final class NoteForm: LeaveGuardedScreen {
    let name = "NoteForm"
    let title = "New note"
    var unsaved = false

    func leaveDecision() -> LeaveDecision {
        unsaved ? .confirm("Discard the note?") : .allow
    }

    func render() -> String { title }
}

/// The app's "Discard?" dialog, answered by the test.
@MainActor final class Dialog: LeaveConfirming {
    var answer = false
    func confirmLeaving(_ screen: String, question: String) -> Bool { answer }
}

/// Analytics after every navigation; no settings screen on Sundays.
@MainActor final class Analytics: NavigationObserver {
    var events: [String] = []
    func didNavigate(_ event: NavigationEvent) { events.append(event.description) }
    func willNavigate(_ request: NavigationRequest) -> NavigationVerdict {
        if case .show(let destination) = request.intent, destination.screen == "Settings" {
            return .veto("closed on Sundays")
        }
        return .proceed
    }
}

@MainActor @Test func screensTakePartInNavigation() throws {
    let registry = try JumperRegistry { (plugin: inout PluginRegistration) in
        // A guard chain: accepting the terms needs sign-in first.
        plugin.registerGuard(RouteGuard("signedIn", redirect: .present("SignIn") { _ in
            TextScreen(name: "SignIn", title: "Sign in")
        }))
        plugin.registerGuard(RouteGuard("acceptedTerms", redirect: .present("Terms") { _ in
            TextScreen(name: "Terms", title: "Terms")
        }, requires: "signedIn"))
    }
    let dialog = Dialog()
    let analytics = Analytics()
    let (router, stack) = NavigationRouter.start(
        registry: registry, root: .push("Home") { _ in TextScreen(name: "Home", title: "Home") },
        confirmations: dialog, observers: [analytics]
    ) { RecordingNavigationStack(root: $0) }

    // A typed result: the picker hands a value back, exactly once.
    var picked: ScreenResult<Int>?
    router.show(.push("Picker") { _ in TextScreen(name: "Picker", title: "Pick") }, expecting: Int.self) {
        picked = $0
    }
    router.back(returning: 3)

    // A leave guard: refused unless the dialog says yes.
    let form = NoteForm()
    router.show(.push("NoteForm") { _ in form })
    form.unsaved = true
    router.back()
    dialog.answer = true
    router.back()

    // An observer's veto, and a destination behind a two-step guard chain.
    router.show(.push("Settings") { _ in TextScreen(name: "Settings", title: "Settings") })
    router.show(.push("Order", requires: "acceptedTerms") { _ in TextScreen(name: "Order", title: "Order") })

    #expect(picked == .value(3))
    #expect(stack.log.lines == [
        "push Picker", "pop Picker -> 3",
        "push NoteForm", "leave refused NoteForm", "leave confirmed NoteForm", "pop NoteForm",
        "veto closed on Sundays",
        "redirect signedIn", "present SignIn",
    ])
    #expect(analytics.events == stack.log.lines)
}
// Screen interaction example: end
