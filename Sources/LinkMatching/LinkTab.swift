/// The tab a link names in its fragment: `giuseppe://menu/pizza/Margherita#tab=Home` is the
/// pizza's link opened in the Home tab, above that tab's root.
///
/// Patterns never see a fragment (matching stops at `#`), so a tab never changes which
/// pattern a link matches or what it decodes to: it only says which stack of an app with
/// tabs the link's chain is built on. A fragment that does not start with `tab=` names no
/// tab and is ignored, as every fragment was before tabs were named.
public enum LinkTab {
    /// The fragment's key: `#tab=NAME`.
    public static let key = "tab"

    /// The name of the tab `link` names in its fragment (`#tab=NAME`, percent-decoded once),
    /// or `nil` when it names none: no fragment, or one that does not start with `tab=`.
    /// Never traps, whatever the text.
    /// - Throws: ``LinkRejection`` when the name is empty, has a bad escape, decodes to a
    ///   control character or to bytes that are not UTF-8, or has a byte a link may not
    ///   hold raw (a space, a quote, a non-ASCII byte…).
    public static func name(in link: String) throws(LinkRejection) -> String? {
        // Most links have no fragment: they are answered without copying their bytes.
        guard let fragment = fragmentStart(of: link) else { return nil }
        let bytes = Array(link.utf8)
        let hash = link.utf8.distance(from: link.utf8.startIndex, to: fragment)
        let prefix = Array("\(key)=".utf8)
        let start = hash + 1 + prefix.count
        guard start <= bytes.count, Array(bytes[(hash + 1)..<start]) == prefix else { return nil }
        guard start < bytes.count else { throw .malformed("the tab after '#\(key)=' is empty") }
        for offset in start..<bytes.count where !ParsedLink.isAllowed(bytes[offset]) {
            throw bytes[offset] < 0x20 || bytes[offset] == 0x7F ? .controlCharacter : .invalidCharacter(offset: offset + 1)
        }
        return try bytes.withUnsafeBufferPointer { buffer throws(LinkRejection) in
            try PercentDecoding.decode(buffer, start..<buffer.count, isSegment: false)
        }
    }

    /// `link` naming `tab` in its fragment, the name percent-encoded as a segment's value
    /// is (every byte but `A-Z a-z 0-9 - . _ ~`); a fragment `link` had is replaced.
    public static func link(_ link: String, inTab tab: String) -> String {
        let path = fragmentStart(of: link).map { String(decoding: link.utf8[..<$0], as: UTF8.self) } ?? link
        return path + "#\(key)=" + LinkTemplate.encoded(tab)
    }

    /// Where the fragment of `link` starts: its first `#` byte, for reading and for writing
    /// alike. Not its first `#` character: a scalar that joins the next one into a character
    /// (U+0605 before `#`) would hide the `#` from a search by characters.
    private static func fragmentStart(of link: String) -> String.Index? {
        link.utf8.firstIndex(of: UInt8(ascii: "#"))
    }
}
