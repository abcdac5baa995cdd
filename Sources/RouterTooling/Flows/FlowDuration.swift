/// How `wait` spells a duration: a whole number and a unit, `500ms`, `2s`, `1m`, `1h`.
///
/// One rule for reading and writing: ``parse(_:)`` reads what ``text(of:)`` writes, so a
/// recorded or printed `wait` runs again unchanged.
public enum FlowDuration {
    /// The longest wait a flow may ask for: a thousand hours. Longer is a typo, and bounds
    /// how far a flow moves its clock.
    public static let longest = Duration.seconds(1_000 * 3_600)

    /// The units, longest first, with how many milliseconds each is.
    private static let units: [(suffix: String, milliseconds: Int64)] = [
        ("h", 3_600_000), ("m", 60_000), ("s", 1_000), ("ms", 1),
    ]

    /// The duration `text` spells: digits then `ms`, `s`, `m` or `h`, nothing else (no
    /// sign, space or fraction).
    /// - Returns: `nil` for anything else, and for more than ``longest``.
    public static func parse(_ text: String) -> Duration? {
        let digits = text.utf8.prefix { (0x30...0x39).contains($0) }
        guard !digits.isEmpty, digits.count <= 10, let count = Int64(String(decoding: digits, as: UTF8.self)),
            let unit = units.first(where: { text.utf8.dropFirst(digits.count).elementsEqual($0.suffix.utf8) })
        else { return nil }
        let duration = Duration.milliseconds(count) * Int(unit.milliseconds)
        return duration <= longest ? duration : nil
    }

    /// `duration` in the longest unit that spells it whole: `2s`, `1500ms`, `1h`; a
    /// duration finer than a millisecond is rounded down to milliseconds.
    public static func text(of duration: Duration) -> String {
        let milliseconds = duration.components.seconds * 1_000 + duration.components.attoseconds / 1_000_000_000_000_000
        let unit = units.first { milliseconds % $0.milliseconds == 0 && milliseconds != 0 } ?? units[units.count - 1]
        return "\(milliseconds / unit.milliseconds)\(unit.suffix)"
    }
}
