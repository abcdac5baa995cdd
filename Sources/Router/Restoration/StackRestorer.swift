import Foundation

/// Saves a navigation stack as JSON (each screen's name, presentation, guard, and payload
/// encoded with `Codable`) and restores it: all of it or nothing.
///
/// ```json
/// {"version": 1, "stack": [
///   {"screen": "Menu", "presentation": "push", "payloadType": "HomeEntry", "payload": "menu"},
///   {"screen": "PizzaDetail", "presentation": "push", "payloadType": "Pizza", "payload": {…}}]}
/// ```
/// The root is not saved: a restored stack keeps its own root. Restoring first checks every
/// entry (the screen is registered, the payload decodes and the screen shows it, the guard
/// holds) and only then goes back to the root and shows each entry through the router, so
/// guards apply as on every other path.
public struct StackRestorer: Sendable {
    private let catalog: RouteCatalog

    /// Creates a restorer for the screens and payload types of `catalog`.
    public init(catalog: RouteCatalog) {
        self.catalog = catalog
    }

    /// The JSON of `navigator`'s stack above the root.
    /// - Throws: ``RestoreError/notSavable(index:screen:)`` for an entry whose payload type
    ///   is not registered as `Codable`.
    public func save(_ navigator: any NavigationStack) throws(RestoreError) -> [UInt8] {
        var stack: [[String: Any]] = []
        for (offset, entry) in navigator.entries.dropFirst().enumerated() {
            var item: [String: Any] = [
                "screen": entry.screen.name, "presentation": entry.presentation.rawValue,
            ]
            if let requirement = entry.requirement { item["requires"] = requirement }
            if let payload = entry.payload {
                guard let registered = catalog.payload(forType: ObjectIdentifier(type(of: payload))),
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
    public func restore(_ bytes: [UInt8], on router: Router) throws(RestoreError) -> [NavigationEvent] {
        let destinations = try validate(bytes, router: router)
        guard let navigator = router.navigator else { throw .malformed("the navigation stack is gone") }
        var events: [NavigationEvent] = []
        router.cancelPending()
        if navigator.entries.count > 1 { events.append(navigator.popToRoot()) }
        for destination in destinations {
            switch router.show(destination) {
            case .pushed(let name): events.append(.push(name))
            case .presented(let name): events.append(.present(name))
            case .redirected, .ignored, .rejected: break
            }
        }
        return events
    }

    /// Checks every entry and builds its destination, changing nothing.
    private func validate(_ bytes: [UInt8], router: Router) throws(RestoreError) -> [Destination] {
        guard let document = try? JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any] else {
            throw .malformed("expected a JSON object")
        }
        guard let version = document["version"] as? Int else { throw .malformed("missing 'version'") }
        guard version == 1 else { throw .unsupportedVersion(String(version)) }
        guard let stack = document["stack"] as? [[String: Any]] else {
            throw .malformed("expected 'stack', a list of entries")
        }
        var destinations: [Destination] = []
        for (offset, item) in stack.enumerated() {
            let index = offset + 1
            guard let name = item["screen"] as? String,
                let presentation = (item["presentation"] as? String).flatMap(Presentation.init(rawValue:))
            else { throw .malformed("entry \(index) needs 'screen' and 'presentation' (push or modal)") }
            guard let screen = catalog.screen(named: name) else { throw .unknownScreen(index: index, screen: name) }
            let payload = try decodePayload(item, index: index, screen: name)
            guard screen.shows(payloadType: payload.map { ObjectIdentifier(type(of: $0)) }) else {
                throw .screenDoesNotShowPayload(index: index, screen: name)
            }
            let requirement = item["requires"] as? String
            if let requirement,
                router.registry.routeGuard(named: requirement) == nil || router.conditions?.holds(requirement) != true
            {
                throw .guardDoesNotHold(index: index, screen: name, guardName: requirement)
            }
            let catalog = self.catalog
            destinations.append(Destination(
                screen: name, presentation: presentation, requires: requirement, payload: payload
            ) { context in
                catalog.screen(named: name)?.make(payload: payload, context: context)
                    ?? TextScreen(name: name, title: name)
            })
        }
        return destinations
    }

    private func decodePayload(_ item: [String: Any], index: Int, screen: String) throws(RestoreError)
        -> (any Sendable)?
    {
        guard let typeName = item["payloadType"] as? String else { return nil }
        guard let registered = catalog.payloads[typeName], let codec = registered.codec else {
            throw .unknownPayloadType(index: index, screen: screen, payloadType: typeName)
        }
        do {
            let data = try JSONSerialization.data(withJSONObject: item["payload"] ?? NSNull(), options: .fragmentsAllowed)
            return try codec.decode(data)
        } catch {
            throw .undecodablePayload(index: index, screen: screen, reason: Self.reason(error))
        }
    }

    private static func reason(_ error: any Error) -> String {
        switch error {
        case DecodingError.keyNotFound(let key, _): "the key '\(key.stringValue)' is missing"
        case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context),
            DecodingError.dataCorrupted(let context):
            (context.codingPath.map(\.stringValue).joined(separator: ".").isEmpty
                ? "" : context.codingPath.map(\.stringValue).joined(separator: ".") + ": ")
                + context.debugDescription
        default: "\(error)"
        }
    }

    /// Saves `navigator`'s stack to the file at `path`.
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
    public func restore(from path: String, on router: Router) throws(RestoreError) -> [NavigationEvent] {
        let bytes: [UInt8]
        do {
            bytes = try BoundedFile.read(path)
        } catch {
            throw .file(path: path, reason: error.reason.description)
        }
        return try restore(bytes, on: router)
    }
}
