/// Builds the generated payload types by number, at run time.
public enum PayloadTypeIndex {
    /// How many distinct types there are: four decimal digits.
    public static let count = 10_000

    /// Type number `index` (0 ..< ``count``): `D0<D0<D4<D2<Leaf>>>>` for 42.
    public static func type(_ index: Int) -> any GeneratedPayload.Type {
        precondition((0..<count).contains(index), "no generated payload type \(index)")
        var type: any GeneratedPayload.Type = Leaf.self
        var rest = index
        for _ in 0..<4 {
            type = wrap(type, in: rest % 10)
            rest /= 10
        }
        return type
    }

    /// The first `count` types, in number order.
    public static func types(_ count: Int) -> [any GeneratedPayload.Type] {
        (0..<count).map(type)
    }

    private static func wrap(_ inner: any GeneratedPayload.Type, in digit: Int) -> any GeneratedPayload.Type {
        func wrapOpened<Inner: GeneratedPayload>(_: Inner.Type) -> any GeneratedPayload.Type {
            switch digit {
            case 0: D0<Inner>.self
            case 1: D1<Inner>.self
            case 2: D2<Inner>.self
            case 3: D3<Inner>.self
            case 4: D4<Inner>.self
            case 5: D5<Inner>.self
            case 6: D6<Inner>.self
            case 7: D7<Inner>.self
            case 8: D8<Inner>.self
            default: D9<Inner>.self
            }
        }
        return wrapOpened(inner)
    }
}
