import Router

/// Routes a tapped shelf to its list of bakes.
struct ShelfJumper: JumperProtocol {
    func destination(for shelf: Shelf) -> Destination? {
        .push(BakeryPlugin.shelfScreen, payload: shelf)
    }
}
