/// The stream: at most one document, bare or started by `---`, surrounded by
/// comment lines.
extension YAMLReader {
    /// Parses the whole input into ``entries``. Returns `false` for a stream without a
    /// document (empty, or only blank and comment lines).
    mutating func parseStream() throws(YAMLError) -> Bool {
        guard let first = nextContentLine() else { return false }
        if first.indent == 0 && current == UInt8(ascii: "%") {
            throw error(.unsupported(.directives))
        } else if first.indent == 0 && isDocumentMarker(at: pos) {
            if current == UInt8(ascii: ".") { throw error(.unsupported(.documentEndMarker)) }
            pos += 3
            bareDocument = false
            try parseBlock(startBlockNode(n: -1, context: .blockIn, after: .documentStart))
        } else {
            try parseBlock(startNodeOnNewLine(n: -1, context: .blockIn, line: first, emptyMark: mark()))
        }
        guard let rest = nextContentLine() else { return true }
        if rest.indent == 0 && isDocumentMarker(at: pos) {
            if current == UInt8(ascii: ".") { throw error(.unsupported(.documentEndMarker)) }
            throw error(.unsupported(.multipleDocuments))
        }
        if rest.tabAfterIndent { throw error(.tabIndentation) }
        throw error(rest.indent > 0 ? .badIndentation : .unexpectedContent)
    }
}
