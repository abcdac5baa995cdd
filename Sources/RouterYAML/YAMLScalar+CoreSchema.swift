extension YAMLScalar {
    /// The value of a scalar under the YAML 1.2 core schema.
    public enum CoreValue: Sendable, Equatable {
        /// `null`, `Null`, `NULL`, `~` or an empty plain scalar.
        case null
        /// `true`/`True`/`TRUE` or `false`/`False`/`FALSE`.
        case bool(Bool)
        /// An integer (`[-+]?[0-9]+`, `0o[0-7]+`, `0x[0-9a-fA-F]+`) as exact decimal
        /// digits with an optional leading `-` and no leading zeros, whatever its size.
        /// Convert with `Int(_:)` when it fits.
        case integer(String)
        /// A floating point number, including `.inf`, `-.inf` and `.nan`;
        /// out-of-range literals become infinity or zero as `Double` parsing does.
        case float(Double)
        /// Any other scalar, and every quoted or block scalar.
        case string(String)
    }

    /// This scalar resolved with the YAML 1.2 core schema: plain scalars may be
    /// null, bool, integer or float, everything else is a string. Never fails;
    /// text that matches no other type is a string.
    public var coreValue: CoreValue {
        guard style == .plain else { return .string(text) }
        switch CoreSchema.resolve(text) {
        case .null: return .null
        case .bool(let value): return .bool(value)
        case .integer(let negative, let radix, let digits):
            return .integer(CoreSchema.decimalText(negative: negative, radix: radix, digits: digits))
        case .float(let json): return .float(Double(json) ?? .nan)
        case .infinity(let negative): return .float(negative ? -.infinity : .infinity)
        case .nan: return .float(.nan)
        case .string: return .string(text)
        }
    }
}

/// The YAML 1.2 core schema rules for plain scalars, on UTF-8 bytes.
enum CoreSchema {
    /// Hexadecimal and octal integer literals may have at most this many
    /// significant digits; the parser rejects longer ones so that converting
    /// them to decimal stays cheap.
    static let maxRadixDigits = 1000

    /// The type a plain scalar resolves to.
    enum Resolution: Equatable {
        case null
        case bool(Bool)
        /// `digits` are the significant digits (no sign, prefix or leading zeros; empty for zero).
        case integer(negative: Bool, radix: Int, digits: ArraySlice<UInt8>)
        /// The literal normalized to JSON number syntax.
        case float(json: String)
        case infinity(negative: Bool)
        case nan
        case string
    }

    /// Resolves plain scalar text; allocates only for text that may be a number.
    static func resolve(_ text: String) -> Resolution {
        let u = text.utf8
        guard let first = u.first else { return .null }
        if first.isDigit || first == UInt8(ascii: "-") || first == UInt8(ascii: "+") || first == UInt8(ascii: ".") {
            return resolve(Array(u))
        }
        switch first {
        case UInt8(ascii: "~"):
            return u.count == 1 ? .null : .string
        case UInt8(ascii: "n"), UInt8(ascii: "N"):
            return u.elementsEqual("null".utf8) || u.elementsEqual("Null".utf8) || u.elementsEqual("NULL".utf8) ? .null : .string
        case UInt8(ascii: "t"), UInt8(ascii: "T"):
            return u.elementsEqual("true".utf8) || u.elementsEqual("True".utf8) || u.elementsEqual("TRUE".utf8)
                ? .bool(true) : .string
        case UInt8(ascii: "f"), UInt8(ascii: "F"):
            return u.elementsEqual("false".utf8) || u.elementsEqual("False".utf8) || u.elementsEqual("FALSE".utf8)
                ? .bool(false) : .string
        default:
            return .string
        }
    }

    static func resolve(_ b: [UInt8]) -> Resolution {
        let n = b.count
        if n == 0 { return .null }
        if let keyword = keyword(b) { return keyword }
        let first = b[0]
        if !(first.isDigit || first == UInt8(ascii: "-") || first == UInt8(ascii: "+") || first == UInt8(ascii: ".")) {
            return .string
        }
        // 0o / 0x integers take no sign.
        if n > 2, b[0] == UInt8(ascii: "0"), b[1] == UInt8(ascii: "o") || b[1] == UInt8(ascii: "x") {
            let hex = b[1] == UInt8(ascii: "x")
            let body = b[2...]
            if body.allSatisfy({ hex ? $0.isHexDigit : ($0 >= 0x30 && $0 <= 0x37) }) {
                return .integer(negative: false, radix: hex ? 16 : 8, digits: stripZeros(body))
            }
            return .string
        }
        var i = 0
        var negative = false
        if b[0] == UInt8(ascii: "-") || b[0] == UInt8(ascii: "+") {
            negative = b[0] == UInt8(ascii: "-")
            i = 1
        }
        let intStart = i
        while i < n, b[i].isDigit { i += 1 }
        let intEnd = i
        if intEnd == n {
            if intEnd > intStart {
                return .integer(negative: negative, radix: 10, digits: stripZeros(b[intStart..<intEnd]))
            }
            return .string
        }
        let rest = b[intStart...]
        if intEnd == intStart,
            rest.elementsEqual(".inf".utf8) || rest.elementsEqual(".Inf".utf8) || rest.elementsEqual(".INF".utf8)
        {
            return .infinity(negative: negative)
        }
        if intStart == 0, rest.elementsEqual(".nan".utf8) || rest.elementsEqual(".NaN".utf8) || rest.elementsEqual(".NAN".utf8) {
            return .nan
        }
        // [-+]? ( \. [0-9]+ | [0-9]+ ( \. [0-9]* )? ) ( [eE] [-+]? [0-9]+ )?
        var fracStart = i
        var fracEnd = i
        var hasDot = false
        if i < n, b[i] == UInt8(ascii: ".") {
            hasDot = true
            i += 1
            fracStart = i
            while i < n, b[i].isDigit { i += 1 }
            fracEnd = i
        }
        if intEnd == intStart && fracEnd == fracStart { return .string }
        var exponent: ArraySlice<UInt8> = []
        if i < n, b[i] == UInt8(ascii: "e") || b[i] == UInt8(ascii: "E") {
            let expStart = i + 1
            i += 1
            if i < n, b[i] == UInt8(ascii: "-") || b[i] == UInt8(ascii: "+") { i += 1 }
            let digitsStart = i
            while i < n, b[i].isDigit { i += 1 }
            if i == digitsStart { return .string }
            exponent = b[expStart..<i]
        }
        if i != n { return .string }
        var json: [UInt8] = negative ? [UInt8(ascii: "-")] : []
        let intDigits = stripZeros(b[intStart..<intEnd])
        json.append(contentsOf: intDigits.isEmpty ? [UInt8(ascii: "0")] : Array(intDigits))
        if hasDot {
            json.append(UInt8(ascii: "."))
            json.append(contentsOf: fracEnd > fracStart ? Array(b[fracStart..<fracEnd]) : [UInt8(ascii: "0")])
        }
        if !exponent.isEmpty {
            json.append(UInt8(ascii: "e"))
            json.append(contentsOf: exponent)
        }
        return .float(json: String(decoding: json, as: UTF8.self))
    }

    /// Null and bool spellings, without allocating.
    private static func keyword(_ b: [UInt8]) -> Resolution? {
        func equals(_ word: StaticString) -> Bool {
            guard word.utf8CodeUnitCount == b.count else { return false }
            let w = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
            return w.elementsEqual(b)
        }
        switch b[0] {
        case UInt8(ascii: "~"):
            return b.count == 1 ? .null : nil
        case UInt8(ascii: "n"), UInt8(ascii: "N"):
            return equals("null") || equals("Null") || equals("NULL") ? .null : nil
        case UInt8(ascii: "t"), UInt8(ascii: "T"):
            return equals("true") || equals("True") || equals("TRUE") ? .bool(true) : nil
        case UInt8(ascii: "f"), UInt8(ascii: "F"):
            return equals("false") || equals("False") || equals("FALSE") ? .bool(false) : nil
        default:
            return nil
        }
    }

    private static func stripZeros(_ digits: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        var start = digits.startIndex
        while start < digits.endIndex, digits[start] == UInt8(ascii: "0") { start += 1 }
        return digits[start...]
    }

    /// Exact decimal text (`-` sign only for non-zero values) of an integer
    /// given by its significant digits in `radix` (8, 10 or 16). Quadratic in
    /// the number of digits for radix 8 and 16, which the parser bounds by
    /// ``maxRadixDigits``.
    static func decimalText(negative: Bool, radix: Int, digits: ArraySlice<UInt8>) -> String {
        if digits.isEmpty { return "0" }
        let sign = negative ? "-" : ""
        if radix == 10 { return sign + String(decoding: digits, as: UTF8.self) }
        // Little-endian limbs in base 10^18; feed the digits in chunks of 60 bits.
        let base: UInt64 = 1_000_000_000_000_000_000
        let bitsPerDigit: UInt64 = radix == 16 ? 4 : 3
        let chunk = radix == 16 ? 15 : 20
        var limbs: [UInt64] = []
        var index = digits.startIndex
        while index < digits.endIndex {
            let end = min(index + chunk, digits.endIndex)
            var addend: UInt64 = 0
            for d in digits[index..<end] { addend = addend << bitsPerDigit | UInt64(d.hexValue) }
            let multiplier: UInt64 = 1 << (bitsPerDigit * UInt64(end - index))
            var carry = addend
            for j in limbs.indices {
                let product = limbs[j].multipliedFullWidth(by: multiplier)
                let (low, overflow) = product.low.addingReportingOverflow(carry)
                let high = product.high + (overflow ? 1 : 0)
                let (quotient, remainder) = base.dividingFullWidth((high: high, low: low))
                limbs[j] = remainder
                carry = quotient
            }
            while carry > 0 {
                limbs.append(carry % base)
                carry /= base
            }
            index = end
        }
        var text = sign + String(limbs.last ?? 0)
        for limb in limbs.dropLast().reversed() {
            let part = String(limb)
            text += String(repeating: "0", count: 18 - part.count) + part
        }
        return text
    }
}
