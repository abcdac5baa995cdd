/// A row model whose ``type`` decides which screen it opens.
public struct TypedModel: Hashable, Sendable, Codable {
    /// The row title.
    public let title: String
    /// Which screen the model opens: A, B and C each have one; other values have none.
    public let type: ModelType
    /// An identifier shown on the opened screen.
    public let someId: String

    /// Creates a model.
    public init(title: String, type: ModelType, someId: String) {
        self.title = title
        self.type = type
        self.someId = someId
    }

    /// The demo's typed list: one model of each known type (a model of any other type would
    /// open nothing, a row that leads nowhere).
    public static let demoList = [
        TypedModel(title: "Type A Title", type: .a, someId: "0001"),
        TypedModel(title: "Type B Title", type: .b, someId: "0002"),
        TypedModel(title: "Type C Title", type: .c, someId: "0003"),
    ]
}
