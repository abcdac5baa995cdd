/// Byte classes of the YAML grammar, on UTF-8 code units. `0` stands for the
/// end of the input (the parser rejects NUL characters before parsing).
extension UInt8 {
    static let lineFeed: UInt8 = 0x0A
    static let tab: UInt8 = 0x09
    static let space: UInt8 = 0x20
    static let endOfInput: UInt8 = 0

    /// `s-white`: space or tab.
    @inline(__always) var isWhite: Bool { self == .space || self == .tab }
    /// A line break or the end of the input.
    @inline(__always) var isBreakOrEnd: Bool { self == .lineFeed || self == .endOfInput }
    /// Whitespace, a line break or the end of the input.
    @inline(__always) var isBlankOrEnd: Bool { isWhite || isBreakOrEnd }
    /// `c-flow-indicator`: `,` `[` `]` `{` `}`.
    @inline(__always) var isFlowIndicator: Bool {
        self == 0x2C || self == 0x5B || self == 0x5D || self == 0x7B || self == 0x7D
    }
    /// Whether a plain scalar's line goes on past this byte without a look at what follows
    /// it: not `:`, white space, a line break or the end of the input (`0`) and, in flow
    /// context, no flow indicator. One shift of a word for the bytes below 0x40, where all
    /// but the flow brackets and braces lie.
    @inline(__always) func isPlainOrdinary(flow: Bool) -> Bool {
        // Bits 0 (the end), 0x09, 0x0A, 0x20 and 0x3A, and 0x2C in flow context.
        let block: UInt64 = 1 | 1 << 0x09 | 1 << 0x0A | 1 << 0x20 | 1 << 0x3A
        if self < 0x40 { return (flow ? block | 1 << 0x2C : block) >> UInt64(self) & 1 == 0 }
        // `[` `]` `{` `}` are 0x5B, 0x5D, 0x7B, 0x7D: with bit 0x20 set, 0x7B or 0x7D.
        return !flow || self | 0x20 != 0x7B && self | 0x20 != 0x7D
    }
    /// An ASCII decimal digit.
    @inline(__always) var isDigit: Bool { self >= 0x30 && self <= 0x39 }
    /// An ASCII hexadecimal digit.
    var isHexDigit: Bool { isDigit || (self | 0x20) >= 0x61 && (self | 0x20) <= 0x66 }
    /// The value of a hexadecimal digit (`0` for other bytes).
    var hexValue: UInt8 {
        if isDigit { return self - 0x30 }
        if isHexDigit { return (self | 0x20) - 0x61 + 10 }
        return 0
    }
}

extension UInt64 {
    /// The high bit of each lane of this word (eight bytes) that holds a line feed, and no
    /// other bit: eight bytes tested for a line break at once.
    @inline(__always) var lineFeedLanes: UInt64 {
        let lows: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
        let lanes = self ^ 0x0A0A_0A0A_0A0A_0A0A
        // A lane is zero (a line feed) when neither its low seven bits, which cannot carry
        // out of the lane when 0x7F is added, nor its high bit are set.
        return ~((lanes & lows &+ lows) | lanes | lows)
    }
}
