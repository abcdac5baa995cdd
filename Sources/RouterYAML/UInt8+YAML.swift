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
