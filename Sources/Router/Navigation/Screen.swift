/// Something that can be shown on a navigation stack: a page of the app.
///
/// A screen has a stable ``name`` that identifies what kind of screen it is (the name that
/// appears in push logs, in flow files and in `expect stack`), a ``title`` for people, and a
/// plain-text rendering for terminals. Screens are reference types, like the view
/// controllers they stand in for; the navigation stack owns them.
///
/// Names should be identifier-like (`PizzaDetail`, not `Pizza detail`): they are written
/// in one-line log events and in flow files, where a space would split them.
@MainActor
public protocol Screen: AnyObject {
    /// The stable identity of this kind of screen, for example `PizzaDetail`.
    var name: String { get }

    /// The human-readable title, for example `Margherita`.
    var title: String { get }

    /// Renders the screen as plain text for a terminal: the title first, then the content.
    /// Screens that show a list render their rows numbered from 1.
    func render() -> String
}
