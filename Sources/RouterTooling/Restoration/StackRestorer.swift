import Foundation
import RouterText
public import Router

/// Saves a navigation stack as JSON (each screen's name, presentation, and payload encoded
/// with `Codable`) and restores it: all of it or nothing.
///
/// ```json
/// {"version": 1, "stack": [
///   {"screen": "Menu", "presentation": "push", "payloadType": "HomeEntry", "payload": "menu"},
///   {"screen": "PizzaDetail", "presentation": "push", "payloadType": "Pizza", "payload": {…}}]}
/// ```
/// The root is not saved: a restored stack keeps its own root.
///
/// A saved file is untrusted input: it says which screens to show and with which payloads,
/// nothing more. Restoring first checks every entry exactly as a tap to it would be checked:
/// - the payload decodes as its registered type and the type's validator vouches for it
///   (the app's own value is used, not the file's);
/// - the app's routing sends that payload to that screen, shown that way: the destination
///   restored is the one the router decides, with the guard the app gives it;
/// - an entry without a payload names a screen registered to show none, and requires what
///   that registration says;
/// - every guard condition required holds, and no guard's own screen is restored while
///   its condition already holds.
/// Only then does it go back to the root and show each entry through the router. Guards and
/// validation never come from the file: its `requires` keys, if any, are ignored.
public struct StackRestorer: Sendable {
    /// The most entries a saved stack may hold; a longer one is refused before anything is
    /// shown. Real stacks hold a few dozen.
    public static let maxEntries = 1_000

    private let registry: JumperRegistry

    /// Creates a restorer for the screens and payload types of `registry`: the one the
    /// router restored onto routes with.
    public init(registry: JumperRegistry) {
        self.registry = registry
    }

    /// The JSON of `navigator`'s stack above the root.
    /// - Throws: ``RestoreError/notSavable(index:screen:)`` for an entry whose payload type
    ///   is not registered as `Codable`.
    @MainActor
    public func save(_ navigator: any NavigationStack) throws(RestoreError) -> [UInt8] {
        var stack: [[String: Any]] = []
        for (offset, entry) in navigator.entries.dropFirst().enumerated() {
            var item: [String: Any] = [
                "screen": entry.screen.name, "presentation": entry.presentation.rawValue,
            ]
            if let payload = entry.payload {
                guard let registered = registry.payload(forType: ObjectIdentifier(type(of: payload))),
                    let codec = registered.codec,
                    let data = try? codec.encode(payload),
                    let json = try? JSONSerialization.jsonObject(with: data, options: .fragmentsAllowed)
                else { throw .notSavable(index: offset + 1, screen: entry.screen.name) }
                item["payloadType"] = registered.name
                item["payload"] = json
            }
            stack.append(item)
        }
        let document: [String: Any] = ["version": 1, "stack": stack]
        let data = (try? JSONSerialization.data(withJSONObject: document, options: [.prettyPrinted, .sortedKeys])) ?? Data()
        return Array(data) + [UInt8(ascii: "\n")]
    }

    /// Restores a saved stack onto `router`'s navigator: all entries or none.
    /// - Returns: The events restoring logged (going back to the root, then each show).
    /// - Throws: ``RestoreError`` naming the first bad entry; the stack is then unchanged.
    @discardableResult
    @MainActor
    public func restore(_ bytes: [UInt8], on router: NavigationRouter) throws(RestoreError) -> [NavigationEvent] {
        let destinations = try validate(bytes, router: router)
        guard let navigator = router.navigator else { throw .malformed("the navigation stack is gone") }
        var events: [NavigationEvent] = []
        // Going back to the root takes any guard's screen off, and with it what was pending.
        if navigator.entries.count > 1 { events.append(navigator.popToRoot()) }
        for destination in destinations {
            switch router.show(destination) {
            case .pushed(let name): events.append(.push(name))
            case .presented(let name): events.append(.present(name))
            case .redirected, .ignored, .rejected, .went: break
            }
        }
        return events
    }

    /// Checks every entry and builds its destination, changing nothing.
    @MainActor
    private func validate(_ bytes: [UInt8], router: NavigationRouter) throws(RestoreError) -> [Destination] {
        let saved = try Self.read(bytes)
        var destinations: [Destination] = []
        destinations.reserveCapacity(saved.stack.count)
        for (offset, entry) in saved.stack.enumerated() {
            destinations.append(try destination(for: entry, index: offset + 1, router: router))
        }
        return destinations
    }

    /// The destination a tap to `entry` would show, after the same checks.
    @MainActor
    private func destination(for entry: SavedStack.Entry, index: Int, router: NavigationRouter) throws(RestoreError)
        -> Destination
    {
        let name = entry.screen
        guard let screen = registry.screen(named: name) else { throw .unknownScreen(index: index, screen: name) }
        let payload = try decodePayload(entry, index: index)
        guard screen.shows(payloadType: payload.map { ObjectIdentifier(type(of: $0)) }) else {
            throw .screenDoesNotShowPayload(index: index, screen: name)
        }
        let destination: Destination
        if let payload {
            // The app's routing decides, as for a tap: its screen, presentation and guard.
            guard case .show(let decided) = router.decide(payload) else {
                throw .notRoutedThere(index: index, screen: name, routedTo: nil)
            }
            guard decided.screen.isScalarEqual(to: name) else {
                throw .notRoutedThere(index: index, screen: name, routedTo: decided.screen)
            }
            destination = decided.payload == nil ? decided.carrying(payload) : decided
        } else {
            // Checked above: the screen is registered to show any payload, or none.
            guard let make = screen.anyPayload else { throw .screenDoesNotShowPayload(index: index, screen: name) }
            destination = Destination(screen: name, presentation: entry.presentation, make: make)
        }
        guard destination.presentation == entry.presentation else {
            throw .presentationDiffers(index: index, screen: name, shown: destination.presentation)
        }
        if let requirement = router.registry.requirement(of: destination), !router.allows(requirement) {
            throw .guardDoesNotHold(index: index, screen: name, guardName: requirement)
        }
        if let satisfied = router.registry.guardNames(redirectingTo: name).first(where: router.allows) {
            throw .guardHoldsAlready(index: index, screen: name, guardName: satisfied)
        }
        return destination
    }

    /// The file's shape: a version-1 object with at most ``maxEntries`` entries.
    private static func read(_ bytes: [UInt8]) throws(RestoreError) -> SavedStack {
        let saved: SavedStack
        do {
            saved = try JSONDecoder().decode(SavedStack.self, from: Data(bytes))
        } catch let error as SavedStack.UnsupportedVersion {
            throw .unsupportedVersion(String(error.version))
        } catch {
            // Not JSON, not an object, or a bad `version`: the envelope; else an entry.
            let inEnvelope = (error as? DecodingError).map { decodingError in
                Self.codingPath(of: decodingError).first.map { $0.stringValue == "version" } ?? true
            } ?? true
            throw .malformed(reason(error, expecting: inEnvelope
                ? "a JSON object with a whole-number 'version'"
                : "'stack', a list of entries with 'screen' and 'presentation' (push or modal)"))
        }
        guard saved.stack.count <= maxEntries else {
            throw .tooManyEntries(count: saved.stack.count, limit: maxEntries)
        }
        return saved
    }

    /// Decodes the entry's payload with its type's codec and has the type's validator vouch
    /// for it; `nil` when the entry has none.
    private func decodePayload(_ entry: SavedStack.Entry, index: Int) throws(RestoreError) -> (any Sendable)? {
        guard let typeName = entry.payloadType else { return nil }
        guard let registered = registry.payloads[typeName], let codec = registered.codec else {
            throw .unknownPayloadType(index: index, screen: entry.screen, payloadType: typeName)
        }
        let decoded: any Sendable
        do {
            let data = try JSONEncoder().encode(entry.payload ?? .null)
            decoded = try codec.decode(data)
        } catch {
            throw .undecodablePayload(index: index, screen: entry.screen, reason: Self.reason(error))
        }
        guard let validate = registered.validate else { return decoded }
        do throws(InvalidPayload) {
            return try validate(decoded)
        } catch {
            throw .invalidPayload(index: index, screen: entry.screen, reason: error.reason)
        }
    }

    private static func reason(_ error: any Error, expecting: String? = nil) -> String {
        switch error {
        case DecodingError.keyNotFound(let key, let context):
            path(context).map { "\($0): the key '\(key.stringValue)' is missing" }
                ?? "the key '\(key.stringValue)' is missing"
        case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context),
            DecodingError.dataCorrupted(let context):
            (path(context).map { "\($0): " } ?? "") + (expecting.map { "expected \($0)" } ?? context.debugDescription)
        default: "\(error)"
        }
    }

    private static func codingPath(of error: DecodingError) -> [any CodingKey] {
        switch error {
        case .keyNotFound(_, let context), .typeMismatch(_, let context), .valueNotFound(_, let context),
            .dataCorrupted(let context):
            context.codingPath
        @unknown default: []
        }
    }

    /// The coding path as `'stack', entry 2, 'screen'`, or `nil` at the top.
    private static func path(_ context: DecodingError.Context) -> String? {
        let keys = context.codingPath.map { key in key.intValue.map { "entry \($0 + 1)" } ?? "'\(key.stringValue)'" }
        return keys.isEmpty ? nil : keys.joined(separator: ", ")
    }

    /// Saves `navigator`'s stack to the file at `path`.
    @MainActor
    public func save(_ navigator: any NavigationStack, to path: String) throws(RestoreError) {
        let bytes = try save(navigator)
        do {
            try BoundedFile.write(bytes, to: path)
        } catch {
            throw .file(path: path, reason: error.reason.description)
        }
    }

    /// Restores the stack saved in the file at `path`: all of it or nothing.
    @discardableResult
    @MainActor
    public func restore(from path: String, on router: NavigationRouter) throws(RestoreError) -> [NavigationEvent] {
        let bytes: [UInt8]
        do {
            bytes = try BoundedFile.read(path)
        } catch {
            throw .file(path: path, reason: error.reason.description)
        }
        return try restore(bytes, on: router)
    }
}
