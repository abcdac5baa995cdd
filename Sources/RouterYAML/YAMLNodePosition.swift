/// Where an entry of a sequence or a mapping lies in its document's tree: the index of
/// ``YAMLSequence`` and ``YAMLMapping``. Opaque, not an offset from 0; positions of one
/// collection compare in document order.
public struct YAMLNodePosition: Comparable, Hashable, Sendable {
    @usableFromInline let entry: Int

    @inlinable
    init(entry: Int) {
        self.entry = entry
    }

    public static func < (lhs: YAMLNodePosition, rhs: YAMLNodePosition) -> Bool { lhs.entry < rhs.entry }
}
