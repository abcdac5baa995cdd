/// The editing of one line of terminal input, as a pure state machine: feed it the bytes a
/// terminal in raw mode sends, and it says what to show (``LineEditingAction``).
///
/// Keys:
/// - printable characters insert at the cursor (input is UTF-8; a multi-byte character is
///   inserted whole, invalid bytes are ignored); control and format characters are not
///   inserted;
/// - Left/Right (`ESC [ D`, `ESC [ C`, or Ctrl-B/Ctrl-F) move the cursor; Home/End (`ESC [ H`,
///   `ESC [ F`, `ESC O H`, `ESC O F`, `ESC [ 1 ~`, `ESC [ 4 ~`, `ESC [ 7 ~`, `ESC [ 8 ~`, or
///   Ctrl-A/Ctrl-E) move it to the start or the end;
/// - Backspace (`0x7F` or `0x08`) deletes before the cursor, Delete (`ESC [ 3 ~`) at it;
/// - Up/Down (`ESC [ A`, `ESC [ B`, or `ESC O A/B`) walk the ``history``, newest first; the
///   line being typed is kept and comes back below the newest entry;
/// - Enter (CR or LF; a LF right after a CR is ignored) submits the line and adds it to the
///   history;
/// - Ctrl-C drops the line; on an empty line it says how to leave, and a second Ctrl-C right
///   after that ends the input; Ctrl-D ends the input on an empty line, else deletes at the
///   cursor; Ctrl-L asks for the screen to be cleared and shown again; Ctrl-Z asks for the
///   program to be stopped (``LineEditingAction/suspend``).
///
/// The cursor moves, and deletion removes, a whole character as shown: a combining mark
/// or variation selector typed after a character joins it (`e` then U+0301 is one `é`).
///
/// Any other escape sequence is read whole and ignored. A line never holds more than
/// ``maxLineBytes`` bytes of UTF-8: a character that does not fit rings the bell. No input
/// traps.
package struct LineEditingState: Sendable {
    /// The longest line, in bytes of UTF-8.
    package let maxLineBytes: Int
    /// The lines submitted so far.
    package private(set) var history: LineHistory
    /// The line being edited.
    package private(set) var characters: [Character] = []
    /// Where the cursor is: before `characters[cursor]`, or at the end.
    package private(set) var cursor = 0

    private var bytes = 0
    /// While walking the history: the entry shown, and the line typed before walking.
    private var recalled: (index: Int, draft: [Character])?
    private var escape = Escape.none
    private var pendingUTF8: [UInt8] = []
    private var neededUTF8 = 0
    private var afterCR = false
    /// Whether the byte before was a Ctrl-C on an empty line.
    private var interruptedEmpty = false

    /// Where the state is inside an escape sequence.
    private enum Escape: Sendable {
        case none
        /// After ESC.
        case started
        /// After `ESC [`, with the parameter bytes so far (at most a few are kept).
        case csi(String)
        /// After `ESC O`.
        case ss3
    }

    /// The most parameter bytes of a CSI sequence kept; more are read and dropped.
    private static let maxParameterBytes = 16

    /// Creates an empty line.
    /// - Parameters:
    ///   - maxLineBytes: The longest line, in bytes (at least 1).
    ///   - history: The lines Up shows, e.g. from an earlier line editor.
    package init(maxLineBytes: Int = 4_096, history: LineHistory = LineHistory()) {
        self.maxLineBytes = max(1, maxLineBytes)
        self.history = history
    }

    /// The line being edited.
    package var line: String { String(characters) }

    /// Feeds some bytes and returns what to do, in order.
    package mutating func feed(_ input: some Sequence<UInt8>) -> [LineEditingAction] {
        var actions: [LineEditingAction] = []
        for byte in input { actions += feed(byte) }
        return actions
    }

    /// Feeds one byte and returns what to do, in order (often nothing, inside a sequence).
    package mutating func feed(_ byte: UInt8) -> [LineEditingAction] {
        let wasAfterCR = afterCR
        afterCR = false
        let wasInterruptedEmpty = interruptedEmpty
        interruptedEmpty = false
        switch escape {
        case .none:
            break
        case .started:
            switch byte {
            case UInt8(ascii: "["): escape = .csi("")
            case UInt8(ascii: "O"): escape = .ss3
            case 0x1B: escape = .started
            default: escape = .none  // Alt and a key: ignored whole.
            }
            return []
        case .csi(let parameters):
            switch byte {
            case 0x20...0x3F:
                escape = .csi(
                    parameters.utf8.count < Self.maxParameterBytes
                        ? parameters + String(UnicodeScalar(byte)) : parameters)
                return []
            case 0x40...0x7E:
                escape = .none
                return csi(parameters: parameters, final: byte)
            default:
                escape = .none  // Not a sequence after all: the byte counts on its own.
            }
        case .ss3:
            escape = .none
            switch byte {
            case 0x40...0x7E: return ss3(final: byte)
            default: break
            }
        }
        if neededUTF8 > 0 {
            if byte & 0xC0 == 0x80 {
                pendingUTF8.append(byte)
                guard pendingUTF8.count == neededUTF8 else { return [] }
                let sequence = pendingUTF8
                resetUTF8()
                return insert(sequence)
            }
            resetUTF8()  // Invalid: the bytes so far are dropped, this one counts on its own.
        }
        switch byte {
        case 0x0D:
            afterCR = true
            return submit()
        case 0x0A:
            return wasAfterCR ? [] : submit()
        case 0x1B:
            escape = .started
            return []
        case 0x01: return moveCursor(to: 0)
        case 0x05: return moveCursor(to: characters.count)
        case 0x02: return moveCursor(to: cursor - 1)
        case 0x06: return moveCursor(to: cursor + 1)
        case 0x03:
            guard characters.isEmpty else {
                clearLine()
                return [.cancel]
            }
            clearLine()
            if wasInterruptedEmpty { return [.end] }
            interruptedEmpty = true
            return [.leaveHint]
        case 0x04:
            return characters.isEmpty ? [.end] : deleteAtCursor()
        case 0x0C: return [.clearScreen]
        case 0x1A: return [.suspend]
        case 0x7F, 0x08: return deleteBeforeCursor()
        case 0x00...0x1F: return [.bell]
        case 0x20...0x7E: return insert([byte])
        case 0xC2...0xDF: return startUTF8(byte, needing: 2)
        case 0xE0...0xEF: return startUTF8(byte, needing: 3)
        case 0xF0...0xF4: return startUTF8(byte, needing: 4)
        default: return []  // A stray continuation byte or a byte UTF-8 never uses.
        }
    }

    private mutating func csi(parameters: String, final: UInt8) -> [LineEditingAction] {
        switch (parameters, final) {
        case ("", UInt8(ascii: "A")), ("1", UInt8(ascii: "A")): return historyUp()
        case ("", UInt8(ascii: "B")), ("1", UInt8(ascii: "B")): return historyDown()
        case ("", UInt8(ascii: "C")), ("1", UInt8(ascii: "C")): return moveCursor(to: cursor + 1)
        case ("", UInt8(ascii: "D")), ("1", UInt8(ascii: "D")): return moveCursor(to: cursor - 1)
        case ("", UInt8(ascii: "H")), ("1", UInt8(ascii: "H")), ("1", UInt8(ascii: "~")), ("7", UInt8(ascii: "~")):
            return moveCursor(to: 0)
        case ("", UInt8(ascii: "F")), ("1", UInt8(ascii: "F")), ("4", UInt8(ascii: "~")), ("8", UInt8(ascii: "~")):
            return moveCursor(to: characters.count)
        case ("3", UInt8(ascii: "~")): return deleteAtCursor()
        default: return []
        }
    }

    private mutating func ss3(final: UInt8) -> [LineEditingAction] {
        switch final {
        case UInt8(ascii: "A"): historyUp()
        case UInt8(ascii: "B"): historyDown()
        case UInt8(ascii: "C"): moveCursor(to: cursor + 1)
        case UInt8(ascii: "D"): moveCursor(to: cursor - 1)
        case UInt8(ascii: "H"): moveCursor(to: 0)
        case UInt8(ascii: "F"): moveCursor(to: characters.count)
        default: []
        }
    }

    private mutating func startUTF8(_ byte: UInt8, needing count: Int) -> [LineEditingAction] {
        pendingUTF8 = [byte]
        neededUTF8 = count
        return []
    }

    private mutating func resetUTF8() {
        pendingUTF8.removeAll()
        neededUTF8 = 0
    }

    /// Inserts the scalar `utf8` encodes, unless it is invalid, a control or format
    /// character, or too long for the line.
    private mutating func insert(_ utf8: [UInt8]) -> [LineEditingAction] {
        var iterator = utf8.makeIterator()
        var decoder = UTF8()
        guard case .scalarValue(let scalar) = decoder.decode(&iterator), iterator.next() == nil else { return [] }
        switch scalar.properties.generalCategory {
        case .control, .format, .surrogate, .unassigned, .privateUse, .lineSeparator, .paragraphSeparator:
            return [.bell]
        default:
            break
        }
        guard bytes + utf8.count <= maxLineBytes else { return [.bell] }
        bytes += utf8.count
        if cursor > 0 {
            // A scalar that extends the character before the cursor joins it.
            let joined = String(characters[cursor - 1]) + String(scalar)
            if joined.count == 1, let character = joined.first {
                characters[cursor - 1] = character
                return [redraw]
            }
        }
        characters.insert(Character(scalar), at: cursor)
        cursor += 1
        return [redraw]
    }

    private mutating func deleteBeforeCursor() -> [LineEditingAction] {
        guard cursor > 0 else { return [.bell] }
        cursor -= 1
        bytes -= characters.remove(at: cursor).utf8.count
        return [redraw]
    }

    private mutating func deleteAtCursor() -> [LineEditingAction] {
        guard cursor < characters.count else { return [.bell] }
        bytes -= characters.remove(at: cursor).utf8.count
        return [redraw]
    }

    private mutating func moveCursor(to position: Int) -> [LineEditingAction] {
        guard (0...characters.count).contains(position) else { return [.bell] }
        guard position != cursor else { return [] }
        cursor = position
        return [redraw]
    }

    private mutating func historyUp() -> [LineEditingAction] {
        let index = (recalled?.index ?? history.lines.count) - 1
        guard index >= 0 else { return [.bell] }
        show(history.lines[index], index: index)
        return [redraw]
    }

    private mutating func historyDown() -> [LineEditingAction] {
        guard let recalled else { return [.bell] }
        let index = recalled.index + 1
        if index < history.lines.count {
            show(history.lines[index], index: index)
        } else {
            set(recalled.draft)
            self.recalled = nil
        }
        return [redraw]
    }

    private mutating func show(_ entry: String, index: Int) {
        let draft = recalled?.draft ?? characters
        set(Array(entry))
        recalled = (index, draft)
    }

    private mutating func set(_ line: [Character]) {
        characters = line
        cursor = line.count
        bytes = line.reduce(0) { $0 + $1.utf8.count }
    }

    private mutating func submit() -> [LineEditingAction] {
        let submitted = line
        history.add(submitted)
        clearLine()
        return [.submit(submitted)]
    }

    private mutating func clearLine() {
        set([])
        recalled = nil
    }

    private var redraw: LineEditingAction { .redraw(line: line, cursor: cursor) }
}
