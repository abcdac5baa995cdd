/// A declared route (``RouteRule``) as its jumper runs it: the field readers and the screen
/// factory by their index in the ``DeclaredRoutesJumper``'s tables.
struct CompiledRoute: Sendable {
    /// A field that must read as `value`.
    struct Condition: Sendable {
        /// The index of the field's reader.
        let field: Int
        let value: String
    }

    /// Where the route's conditions lie in its jumper's one array of conditions
    /// (``DeclaredRoutesJumper/conditions``): no array of its own to allocate and free for
    /// every route.
    let conditions: Range<Int>
    /// The index of the screen's factory.
    let screen: Int
    let route: RouteRule
}
