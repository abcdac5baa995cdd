extension ModelType {
    /// The type as a routes file writes it: `A`, `B`, `C`, or the raw number for any other
    /// value (`100`).
    public var routesFileValue: String {
        switch self {
        case .a: "A"
        case .b: "B"
        case .c: "C"
        default: String(rawValue)
        }
    }
}
