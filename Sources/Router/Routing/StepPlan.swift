import RouterText

/// What going back, going home or selecting a tab does, decided from the screens shown
/// alone (``StackShape``): pure, so that a caller on any isolation may ask, and nothing is
/// asked or changed while deciding. Carrying a plan out (``NavigationRouter``) asks the
/// observers, then the screens it would remove, and changes the stack.
///
/// What the stack refuses itself (going back at the root, a tab it has no tab of, a tab
/// while a modal screen covers the tabs) is left to the stack, which logs its refusal:
/// the plan says only what to ask it.
package enum StepPlan: Sendable, Equatable {
    /// A request that acts on the screens shown and shows nothing new.
    package enum Request: Sendable {
        /// Back one step, as a back button does.
        case back
        /// Back to the root of the acting stack.
        case home
        /// The tab of that name.
        case select(tab: String)
    }

    /// Drop the destination a guard holds, going back to where the stack was when the
    /// guard's screen was shown.
    case cancelPending
    /// Select the tab of that name, every tab's stack kept as it is.
    case select(tab: String)
    /// Go back one step (pop or dismiss); at the root, the stack's refusal.
    case back
    /// Take every screen above the root off in one step; at the root, the stack's refusal.
    case popToRoot
    /// Refused before anyone is asked: nothing is logged, and the event says why.
    case refused(NavigationEvent)

    /// What `request` does on the screens `shape` describes. Never traps, whatever the
    /// shape: a depth of zero or less is treated as the root alone, and a tab name the
    /// stack has not is left to the stack to refuse.
    /// - Back on the screen of a guard holding a destination cancels that destination.
    /// - Back at the root of a tab other than the first selects the first tab.
    /// - Selecting a tab on a stack that has no tabs is refused at once (`tab refused
    ///   (unknown tab)`), as no stack is there to log it.
    package static func plan(_ request: Request, on shape: StackShape) -> StepPlan {
        switch request {
        case .back:
            if shape.guardScreenOnTop { return .cancelPending }
            if shape.depth <= 1, let first = shape.tabs.first, let selected = shape.selectedTab,
                !selected.isScalarEqual(to: first)
            {
                return .select(tab: first)
            }
            return .back
        case .home:
            return .popToRoot
        case .select(let tab):
            return shape.selectsTabs ? .select(tab: tab) : .refused(.refused(.tab, .unknownTab))
        }
    }

    package static func == (lhs: StepPlan, rhs: StepPlan) -> Bool {
        switch (lhs, rhs) {
        case (.cancelPending, .cancelPending), (.back, .back), (.popToRoot, .popToRoot): true
        case (.select(let first), .select(let second)): first.isScalarEqual(to: second)
        case (.refused(let first), .refused(let second)): first == second
        default: false
        }
    }
}
