import Router

/// Decides where a tapped shelf leads: to the shelf screen, built from the shelf.
struct ShelfJumper: JumperProtocol {
    func destination(for shelf: Shelf) -> Destination? {
        .push(LibraryPlugin.shelfScreen, payload: shelf)
    }
}
