public import Router

/// The typed list: one row per typed model, emitting the model as its payload.
public enum TypedListDataSource {
    /// The list for `models`.
    public static func make(for models: [TypedModel]) -> ListDataSource {
        ListDataSource(sections: [
            ListSection(rows: models.map { ListRow($0.title, payload: $0) })
        ])
    }
}
