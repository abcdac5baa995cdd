public import Router

/// Answers the questions screens ask before they are left, as a flow's `answer yes` and
/// `answer no` say: an answer is for every question the command right after it raises (a
/// restore or a link that removes order forms in two tabs asks twice, and one `answer yes`
/// answers both), and a question with no answer waiting is answered no (the screen stays).
@MainActor
public final class FlowConfirmations: LeaveConfirming {
    /// The answer every question gets until it is cleared; `nil` answers no. A session
    /// clears it after each command that navigates.
    public var nextAnswer: Bool?
    /// The last question asked, with the screen that asked it; a session forgets it before
    /// each command that navigates, so it is `nil` when that command asked none.
    public private(set) var lastQuestion: (screen: String, question: String)?

    /// Creates confirmations with no answer waiting.
    public init() {}

    public func confirmLeaving(_ screen: String, question: String) -> Bool {
        lastQuestion = (screen, question)
        return nextAnswer ?? false
    }

    /// Forgets the last question, before a command that may ask a new one.
    func forgetLastQuestion() {
        lastQuestion = nil
    }
}
