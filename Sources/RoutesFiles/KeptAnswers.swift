/// The answers to the first few questions the loader asks of the registry, by a key of
/// numbers: a file asks a few questions over and over (whether a screen shows a payload
/// type, what a screen and a guard require together), and comparing two small keys costs
/// less than asking again.
struct KeptAnswers<Key: Equatable, Answer> {
    private var keys: [Key] = []
    private var answers: [Answer] = []
    /// The most answers kept.
    let capacity: Int

    init(capacity: Int) {
        self.capacity = capacity
    }

    /// The answer kept for `key`, or `nil` when none is.
    func answer(for key: Key) -> Answer? {
        keys.firstIndex(of: key).map { answers[$0] }
    }

    /// Keeps `answer` for `key`, unless `capacity` answers are kept.
    mutating func keep(_ answer: Answer, for key: Key) {
        guard keys.count < capacity else { return }
        keys.append(key)
        answers.append(answer)
    }
}
