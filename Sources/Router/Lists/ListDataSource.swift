/// The data behind a list: sections of rows, and the tap that emits a row's payload.
///
/// Every accessor is total: an index out of range (negative included) gives 0 rows, a `nil`
/// item or payload, and a tap that emits nothing. No index ever traps.
public struct ListDataSource {
    /// The sections, in display order.
    public let sections: [ListSection]

    /// Receives the payload of a tapped row.
    public var onTap: ((Any) -> Void)?

    /// Creates a data source.
    /// - Parameters:
    ///   - sections: The sections, in display order.
    ///   - onTap: Called with a row's payload when ``tapRow(_:inSection:)`` hits a row.
    public init(sections: [ListSection], onTap: ((Any) -> Void)? = nil) {
        self.sections = sections
        self.onTap = onTap
    }

    /// The number of sections.
    public var numberOfSections: Int { sections.count }

    /// The total number of rows across all sections.
    public var numberOfRows: Int { sections.reduce(0) { $0 + $1.rows.count } }

    /// The number of rows in `section`, or 0 when there is no such section.
    public func numberOfRows(inSection section: Int) -> Int {
        sections.indices.contains(section) ? sections[section].rows.count : 0
    }

    /// The row at `row` in `section`, or `nil` when either is out of range.
    public func row(_ row: Int, inSection section: Int) -> ListRow? {
        guard sections.indices.contains(section), sections[section].rows.indices.contains(row)
        else { return nil }
        return sections[section].rows[row]
    }

    /// The item shown at `row` in `section`, or `nil` when either is out of range.
    public func item(forRow row: Int, inSection section: Int) -> ListItem? {
        self.row(row, inSection: section)?.item
    }

    /// The payload of `row` in `section`, or `nil` when either is out of range.
    public func payload(forRow row: Int, inSection section: Int) -> Any? {
        self.row(row, inSection: section)?.payload
    }

    /// Taps a row: emits its payload through ``onTap``.
    /// - Returns: Whether a row was there; an out-of-range tap emits nothing.
    @discardableResult
    public func tapRow(_ row: Int, inSection section: Int) -> Bool {
        guard let payload = payload(forRow: row, inSection: section) else { return false }
        onTap?(payload)
        return true
    }

    /// The (section, row) of the row numbered `number` when rows are numbered from 1
    /// across all sections, or `nil` when there is no such row.
    public func position(ofRowNumbered number: Int) -> (section: Int, row: Int)? {
        guard number >= 1 else { return nil }
        var remaining = number - 1
        for (index, section) in sections.enumerated() {
            if remaining < section.rows.count { return (index, remaining) }
            remaining -= section.rows.count
        }
        return nil
    }
}
