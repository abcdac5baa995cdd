import Router

/// Routes a tapped bake to its detail screen.
struct BakeJumper: JumperProtocol {
    func destination(for bake: Bake) -> Destination? {
        .push(BakeryPlugin.bakeScreen, payload: bake)
    }
}
