import RouterText

/// An error thrown by ``YAMLParser``: what went wrong and where.
///
/// Every error carries the 1-based `line` and `column` of the offending
/// character (columns count Unicode scalars, not bytes) and a ``Kind``.
/// ``description`` renders it as one sentence, for example
/// `3:7: anchors are not supported`.
///
/// All human-readable message text of the library lives in this file.
public struct YAMLError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A YAML feature that is valid YAML 1.2 but outside the supported subset.
    public enum Feature: Sendable, Equatable, CaseIterable {
        /// Node anchors (`&name`).
        case anchors
        /// Aliases (`*name`).
        case aliases
        /// Node tags (`!local`, `!!str`, `!<uri>`).
        case tags
        /// Complex mapping keys: explicit `? key` entries and flow collections used as keys.
        case complexKeys
        /// Mapping entries with an empty key (`: value`).
        case emptyKeys
        /// Directives (`%YAML`, `%TAG`).
        case directives
        /// The document end marker `...`.
        case documentEndMarker
        /// A stream with more than one document (a second `---`).
        case multipleDocuments
        /// Explicit indentation indicators on block scalars (`|2`, `>1-`).
        case indentationIndicators
    }

    /// What kind of problem was found.
    public enum Kind: Sendable, Equatable {
        /// The input is not valid UTF-8.
        case invalidUTF8
        /// A character YAML does not allow in a stream (control characters,
        /// `U+FFFE`, ...); the payload is its code point.
        case disallowedCharacter(UInt32)
        /// A byte order mark that is not at the very start of the stream.
        case misplacedByteOrderMark
        /// A tab character where indentation is expected.
        case tabIndentation
        /// A valid YAML feature that this parser does not support.
        case unsupported(Feature)
        /// Collections nested deeper than ``YAMLParser/Limits/maxDepth``.
        case nestingTooDeep(limit: Int)
        /// A mapping key that equals an earlier key of the same mapping.
        case duplicateKey(String)
        /// A line at mapping-key position that is not `key: value`.
        case missingColon
        /// A `key: value` pair where no mapping may start.
        case mappingNotAllowed
        /// A `- ` block sequence entry where no block sequence may start.
        case sequenceEntryNotAllowed
        /// A line indented in a way that fits no enclosing collection.
        case badIndentation
        /// Content that is not allowed after the preceding node.
        case unexpectedContent
        /// A character that cannot start a node here; the payload is the character.
        case unexpectedCharacter(Unicode.Scalar)
        /// A `#` comment that is not separated from the preceding token by whitespace.
        case commentWithoutSpace
        /// An unknown or malformed escape sequence in a double-quoted scalar.
        case invalidEscape
        /// A single-quoted scalar without its closing quote.
        case unterminatedSingleQuoted
        /// A double-quoted scalar without its closing quote.
        case unterminatedDoubleQuoted
        /// A flow collection without its closing bracket.
        case unterminatedFlowCollection
        /// A flow collection entry not followed by `,` or the closing bracket;
        /// the payload is the expected closing bracket (`]` or `}`).
        case missingFlowSeparator(Unicode.Scalar)
        /// A `---` or `...` line inside a quoted scalar or a flow collection.
        case documentMarkerInsideNode
        /// A continuation line of a quoted scalar or flow collection that is
        /// not indented more than the enclosing block collection.
        case insufficientIndentation
        /// A block scalar header (`|`, `>`) followed by something other than
        /// a chomping indicator and a comment.
        case invalidBlockScalarHeader
        /// A leading empty line of a block scalar with more spaces than its first content line.
        case blockScalarLeadingSpaces
        /// Content at column 0 in a block scalar at the top of a document
        /// without `---` (YAML implementations disagree on its meaning).
        case unindentedBlockScalar
        /// An implicit mapping key that spans several lines.
        case multilineKey
        /// An implicit mapping key longer than 1024 characters.
        case keyTooLong
        /// A hexadecimal or octal integer with more than 1000 significant digits.
        case integerTooLarge
        /// An input of more than `limit` bytes (``YAMLParser/maxInputBytes``).
        case inputTooLarge(limit: Int)
    }

    /// What kind of problem was found.
    public let kind: Kind
    /// The 1-based line of the problem.
    public let line: Int
    /// The 1-based column of the problem, counted in Unicode scalars.
    public let column: Int

    /// Creates an error of `kind` at `line`:`column` (both 1-based); no validation is done.
    public init(_ kind: Kind, line: Int, column: Int) {
        self.kind = kind
        self.line = line
        self.column = column
    }

    /// The problem as a sentence fragment without the position, for example
    /// `anchors are not supported`.
    public var message: String {
        switch kind {
        case .invalidUTF8:
            return "the input is not valid UTF-8"
        case .disallowedCharacter(let value):
            return "the character \(Self.codePoint(value)) is not allowed in YAML"
        case .misplacedByteOrderMark:
            return "a byte order mark is only allowed at the start of the stream"
        case .tabIndentation:
            return "tabs are not allowed for indentation"
        case .unsupported(let feature):
            return Self.featureMessage(feature)
        case .nestingTooDeep(let limit):
            return "collections are nested more than \(limit) levels deep"
        case .duplicateKey(let key):
            return "duplicate mapping key \(Self.quoted(key))"
        case .missingColon:
            return "expected ':' after a mapping key"
        case .mappingNotAllowed:
            return "a mapping value is not allowed here"
        case .sequenceEntryNotAllowed:
            return "a block sequence entry is not allowed here"
        case .badIndentation:
            return "this line is indented in a way that fits no enclosing collection"
        case .unexpectedContent:
            return "unexpected content after the node"
        case .unexpectedCharacter(let scalar):
            return "the character \(Self.quoted(String(scalar))) cannot start a node here"
        case .commentWithoutSpace:
            return "a comment must be separated from the preceding text by whitespace"
        case .invalidEscape:
            return "invalid escape sequence in a double-quoted scalar"
        case .unterminatedSingleQuoted:
            return "single-quoted scalar has no closing quote"
        case .unterminatedDoubleQuoted:
            return "double-quoted scalar has no closing quote"
        case .unterminatedFlowCollection:
            return "flow collection has no closing bracket"
        case .missingFlowSeparator(let closing):
            return "expected ',' or '\(closing)' after a flow collection entry"
        case .documentMarkerInsideNode:
            return "a document marker is not allowed inside a quoted scalar or flow collection"
        case .insufficientIndentation:
            return "continuation line is not indented enough"
        case .invalidBlockScalarHeader:
            return "only a chomping indicator and a comment may follow a block scalar indicator"
        case .blockScalarLeadingSpaces:
            return "a leading empty line of a block scalar has more spaces than its first content line"
        case .unindentedBlockScalar:
            return "a top-level block scalar needs indented content unless the document starts with '---'"
        case .multilineKey:
            return "an implicit mapping key must be on a single line"
        case .keyTooLong:
            return "an implicit mapping key must not be longer than 1024 characters"
        case .integerTooLarge:
            return "hexadecimal and octal integers are limited to 1000 digits"
        case .inputTooLarge(let limit):
            return "the input is larger than the \(limit >> 20) MiB a document may have"
        }
    }

    /// `line:column: message`, for example `3:7: anchors are not supported`.
    public var description: String {
        "\(line):\(column): \(message)"
    }

    private static func featureMessage(_ feature: Feature) -> String {
        switch feature {
        case .anchors: return "anchors are not supported"
        case .aliases: return "aliases are not supported"
        case .tags: return "tags are not supported"
        case .complexKeys: return "complex mapping keys ('?' entries or collections as keys) are not supported"
        case .emptyKeys: return "empty mapping keys are not supported"
        case .directives: return "directives (%YAML, %TAG) are not supported"
        case .documentEndMarker: return "the document end marker '...' is not supported"
        case .multipleDocuments: return "streams with more than one document are not supported"
        case .indentationIndicators: return "block scalar indentation indicators are not supported"
        }
    }

    private static func codePoint(_ value: UInt32) -> String {
        let hex = String(value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }

    /// `text` quoted as every message quotes (`QuotedText.quoted(_:)`): bounded, its
    /// control characters escaped.
    private static func quoted(_ text: String) -> String {
        QuotedText.quoted(text)
    }
}
