/// One operation on a ``NavigationStack`` and what it did.
///
/// Each event has a stable one-line text form, its ``description``: `push PizzaDetail`,
/// `present About`, `pop PizzaDetail`, `pop-to-root Home` (naming the root now on top),
/// `dismiss About`, and `pop refused (root only)` for an operation that changed nothing.
/// Two notes explain the events after them: `link giuseppe://menu` (a link was opened) and
/// `redirect signedIn` (a guard did not hold, so its screen is shown instead). A link
/// opened in another spelling than its canonical one is followed by
/// `canonical giuseppe://menu` (``canonicalLink(_:)``).
/// `go Home > Menu > PizzaDetail` replaced the whole stack in one step, naming the new one.
///
/// In an app with tabs, `tab Menu` selected a tab, and every other event but a link names
/// the tab it happened in: `Menu: push PizzaDetail` (``inTab(_:_:)``).
///
/// Screens that take part in navigation add three forms: `pop SizePicker -> Large` (a screen
/// closed handing a value to whoever asked for it, ``returned(_:_:)``), `leave refused
/// OrderForm` (a screen refused to be left, so nothing changed; also `leave confirmed` and
/// `leave overridden`, ``leave(_:_:)``), and `veto REASON` (an observer stopped a navigation,
/// ``veto(_:)``).
/// These lines are what flow files and tests compare. Events compare their names by Unicode
/// scalars, never by `String` `==`: `Café` with a precomposed `é` and `Cafe` + a combining
/// accent are two names.
public enum NavigationEvent: Sendable {
    /// A screen was pushed.
    case push(String)
    /// A screen was presented modally.
    case present(String)
    /// The named screen was popped.
    case pop(String)
    /// Every screen above the root was removed; the associated value names the root.
    case popToRoot(String)
    /// The named modal screen was dismissed.
    case dismiss(String)
    /// The operation changed nothing, for the given reason.
    case refused(Operation, Refusal)
    /// A note: this link was opened; the events after it are what it did.
    case link(String)
    /// A note right after ``link(_:)``: the link opened was not spelt as the app writes the
    /// link of its payload (``JumperRegistry/link(for:)``: scheme and host lower-case,
    /// percent-encoding, parameter order, no other fragment than the tab); this is that
    /// canonical spelling, which opens the same payload: `canonical giuseppe://menu`.
    case canonicalLink(String)
    /// A note: the named guard condition did not hold; the next event shows its screen.
    case redirect(String)
    /// The stack was replaced in one step; the associated value names the new stack, root
    /// first.
    case go([String])
    /// The named tab was selected.
    case tab(String)
    // Only the two cases that hold an event are indirect: the others stay inline, so
    // recording a push allocates nothing (a whole `indirect enum` boxed every event: a
    // heap allocation per navigation).

    /// The event happened in the named tab of an app with tabs.
    indirect case inTab(String, NavigationEvent)
    /// The screen the event (a pop or a dismiss) removed handed this value, as text, to the
    /// code that asked for a result: `pop SizePicker -> Large`.
    indirect case returned(NavigationEvent, String)
    /// A note: the named screen was asked whether it may be left, with this answer.
    case leave(LeaveNote, String)
    /// A note: an observer stopped the navigation for this reason; nothing changed.
    case veto(String)
    /// A note from a ``NavigationQueue``: a navigation to the named screen has been loading
    /// longer than the queue's threshold, or how such a navigation (or any that did not
    /// commit) ended: `loading PizzaDetail`, `loading done PizzaDetail`.
    case loading(LoadingNote, String)

    /// Where a navigation that loads before it shows stands (``NavigationQueue``).
    public enum LoadingNote: String, Sendable, Hashable, Codable, CaseIterable {
        /// It has been pending longer than the queue's threshold: `loading NAME`.
        case started
        /// It committed after `loading NAME` was noted: `loading done NAME`.
        case done
        /// It was cancelled (``NavigationQueue/cancel()``, or its caller's task was): nothing
        /// of it was committed.
        case cancelled
        /// A later request replaced it: nothing of it was committed.
        case superseded
        /// A loader failed: the screen was not shown (the failure screen may be).
        case failed
        /// It was not started, as another navigation was in flight and its policy drops
        /// requests while busy.
        case dropped
    }

    /// What a screen asked whether it may be left answered.
    public enum LeaveNote: String, Sendable, Hashable, Codable, CaseIterable {
        /// It refused (or a confirmation was declined): nothing changed.
        case refused
        /// It asked for a confirmation, which was given: it is left.
        case confirmed
        /// It refused, but the navigation cannot be refused (a guard's condition no longer
        /// holds): it is left all the same.
        case overridden
    }

    /// The operations a navigation stack performs.
    public enum Operation: String, Sendable, Hashable, Codable, CaseIterable {
        /// Pushing a screen (``NavigationStack/push(_:requirement:payload:)``).
        case push
        /// Presenting a screen modally (``NavigationStack/present(_:requirement:payload:)``).
        case present
        /// Popping the top screen (``NavigationStack/pop()``).
        case pop
        /// Removing every screen above the root (``NavigationStack/popToRoot()``).
        case popToRoot = "pop-to-root"
        /// Dismissing the modal screen on top (``NavigationStack/dismiss()``).
        case dismiss
        /// Replacing the stack in one step (``NavigationStack/replace(aboveRoot:)``).
        case go
        /// Selecting a tab (``TabbedNavigationStack/select(tab:)``).
        case tab
    }

    /// Why an operation changed nothing.
    public enum Refusal: String, Sendable, Hashable, Codable, CaseIterable {
        /// Only the root is on the stack, and the root is never removed.
        case rootOnly = "root-only"
        /// A modal screen is on top (it must be dismissed, not popped), or, for a tab, anywhere
        /// in the selected tab's stack (it covers the tabs).
        case modalOnTop = "modal-on-top"
        /// The top screen was pushed, so there is nothing to dismiss.
        case nothingPresented = "nothing-presented"
        /// No tab has that name (or the stack has no tabs).
        case unknownTab = "unknown-tab"
        /// The top screen was asked for a result of another type than the one returned.
        case wrongResult = "wrong-result"

        /// A few words for the text form, e.g. `root only`.
        public var phrase: String {
            switch self {
            case .rootOnly: "root only"
            case .modalOnTop: "modal on top"
            case .nothingPresented: "nothing presented"
            case .unknownTab: "unknown tab"
            case .wrongResult: "wrong result type"
            }
        }
    }

    /// The stack operation this event records, or `nil` for a note.
    public var operation: Operation? {
        switch self {
        case .push: .push
        case .present: .present
        case .pop: .pop
        case .popToRoot: .popToRoot
        case .dismiss: .dismiss
        case .go: .go
        case .tab: .tab
        case .refused(let operation, _): operation
        case .inTab(_, let event), .returned(let event, _): event.operation
        case .link, .canonicalLink, .redirect, .leave, .veto, .loading: nil
        }
    }

    /// The screen the event concerns (the new top for `go`), or `nil` for a refusal, a note
    /// or a tab selection.
    public var screen: String? {
        switch self {
        case .push(let name), .present(let name), .pop(let name), .popToRoot(let name),
            .dismiss(let name):
            name
        case .go(let names):
            names.last
        case .inTab(_, let event), .returned(let event, _):
            event.screen
        case .refused, .link, .canonicalLink, .redirect, .tab, .leave, .veto, .loading:
            nil
        }
    }

    /// Whether the event changed what is shown (refusals and notes do not; selecting a tab
    /// does).
    public var changedStack: Bool {
        if case .tab = self { return true }
        return screen != nil
    }

    /// The tab the event happened in, or `nil` for an app without tabs, a link or a tab
    /// selection.
    public var tabName: String? {
        if case .inTab(let tab, _) = self { tab } else { nil }
    }

    /// Whether the event is a note about a link opened (``link(_:)``,
    /// ``canonicalLink(_:)``): logged and told to observers without a tab, whatever tab the
    /// link acts on.
    public var isLinkNote: Bool {
        switch self {
        case .link, .canonicalLink: true
        default: false
        }
    }

    /// The event without the tab it happened in.
    public var withoutTab: NavigationEvent {
        if case .inTab(_, let event) = self { event.withoutTab } else { self }
    }
}

extension NavigationEvent: CustomStringConvertible {
    /// The stable one-line text form, e.g. `push PizzaDetail` or `pop refused (root only)`.
    public var description: String {
        switch self {
        case .refused(let operation, let refusal):
            "\(operation.rawValue) refused (\(refusal.phrase))"
        case .link(let link):
            "link \(link)"
        case .canonicalLink(let link):
            "canonical \(link)"
        case .redirect(let condition):
            "redirect \(condition)"
        case .go(let names):
            "go \(names.joined(separator: " > "))"
        case .tab(let name):
            "tab \(name)"
        case .inTab(let tab, let event):
            "\(tab): \(event)"
        case .returned(let event, let value):
            "\(event) -> \(value)"
        case .leave(let note, let screen):
            "leave \(note.rawValue) \(screen)"
        case .veto(let reason):
            "veto \(reason)"
        case .loading(let note, let screen):
            note == .started ? "loading \(screen)" : "loading \(note.rawValue) \(screen)"
        // Joined without interpolation: one of these is printed for nearly every step.
        case .push(let name): Operation.push.rawValue + " " + name
        case .present(let name): Operation.present.rawValue + " " + name
        case .pop(let name): Operation.pop.rawValue + " " + name
        case .popToRoot(let name): Operation.popToRoot.rawValue + " " + name
        case .dismiss(let name): Operation.dismiss.rawValue + " " + name
        }
    }
}
