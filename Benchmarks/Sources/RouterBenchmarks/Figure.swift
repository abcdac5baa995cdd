/// One measured operation: its median time and, when counted, its heap allocations.
struct Figure {
    /// The median time of one operation.
    var time: Duration
    /// Heap allocations per operation (`malloc` and its siblings, counted by
    /// ``AllocationCount``), or `nil` when not counted.
    var allocations: Double?

    init(_ time: Duration, allocations: Double? = nil) {
        self.time = time
        self.allocations = allocations
    }

    /// `0`, `1`, `2.5`, `1,204`: allocations per operation, whole when they are.
    var formattedAllocations: String {
        guard let allocations else { return "—" }
        if allocations >= 100 { return groupedThousands(Int(allocations.rounded())) }
        let whole = allocations.rounded()
        if abs(allocations - whole) < 0.005 { return String(Int(whole)) }
        return formatFixed(allocations, decimals: 2)
    }
}

/// `12,345` for 12345.
func groupedThousands(_ value: Int) -> String {
    let digits = String(value.magnitude)
    var grouped = ""
    for (offset, digit) in digits.enumerated() {
        if offset > 0, (digits.count - offset).isMultiple(of: 3) { grouped.append(",") }
        grouped.append(digit)
    }
    return value < 0 ? "-" + grouped : grouped
}
