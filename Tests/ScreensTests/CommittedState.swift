import AccountScreens
import Router
import RouterTooling

/// What a session has committed, as two runs of an app compare it: each stack's screens
/// (by name, presentation, requirement and payload), per tab when the app has tabs, the
/// selected tab, the destination a guard holds back, and who is signed in with what they
/// accepted. Nothing of what is in flight, and nothing of the log.
struct CommittedState: Equatable, CustomStringConvertible {
    /// One screen of a stack.
    struct Entry: Equatable, CustomStringConvertible {
        let screen: String
        let modal: Bool
        let requirement: String?
        let payload: String

        @MainActor init(_ entry: StackEntry) {
            screen = entry.screen.name
            modal = entry.presentation == .modal
            requirement = entry.requirement
            payload = entry.payload.map { String(reflecting: $0) } ?? "-"
        }

        var description: String {
            screen + (modal ? " (modal)" : "") + (requirement.map { " [\($0)]" } ?? "") + " \(payload)"
        }
    }

    /// Each tab's name (`nil` without tabs) and its screens, root first.
    let stacks: [(tab: String?, entries: [Entry])]
    let selectedTab: String?
    /// The destination a guard holds and those waiting after it, by screen and payload,
    /// with the guard, its depth and tab; `nil` when nothing is held.
    let pending: String?
    /// Who is signed in, and whether they accepted the terms.
    let user: String?
    let acceptedTerms: Bool

    @MainActor init(_ session: NavigationSession, account: DemoAccount) {
        let stack = session.stack
        stacks =
            stack.tabs.isEmpty
            ? [(nil, stack.entries.map(Entry.init))]
            : stack.tabs.map { ($0, (stack.entries(inTab: $0) ?? []).map(Entry.init)) }
        selectedTab = stack.selectedTab
        pending = session.router.pending.map { held in
            let destinations = ([held.destination] + held.then).map {
                "\($0.screen) \($0.payload.map { String(reflecting: $0) } ?? "-")"
            }
            return destinations.joined(separator: " > ")
                + " behind \(held.guardName) at \(held.depth)\(held.tab.map { " in \($0)" } ?? "")"
        }
        user = account.user
        acceptedTerms = account.holds(DemoAccount.acceptedTerms)
    }

    static func == (lhs: CommittedState, rhs: CommittedState) -> Bool {
        lhs.stacks.elementsEqual(rhs.stacks) { $0.tab == $1.tab && $0.entries == $1.entries }
            && lhs.selectedTab == rhs.selectedTab && lhs.pending == rhs.pending && lhs.user == rhs.user
            && lhs.acceptedTerms == rhs.acceptedTerms
    }

    var description: String {
        let screens = stacks.map { stack in
            (stack.tab.map { "\($0): " } ?? "") + stack.entries.map(\.description).joined(separator: " > ")
        }
        return screens.joined(separator: " | ") + (selectedTab.map { ", tab \($0)" } ?? "")
            + ", pending \(pending ?? "none"), user \(user ?? "none")\(acceptedTerms ? " (terms accepted)" : "")"
    }
}
