import Foundation
import Router
import RoutesFiles

/// How a worker's flow ended, as the worker of `run --jobs` reports it to its parent (the
/// last ``WorkerFrame``, as JSON): what the parent needs for the summary, the exit status
/// and the coverage, with the routes the flow used written as their places in the routes
/// file, which parent and worker load alike.
struct WorkerOutcome: Codable, Equatable {
    /// Whether every step ran and every expectation held.
    var passed: Bool
    /// How many steps ran.
    var steps: Int
    /// The routes the flow used, as indices into the routes file's `routes`, ascending.
    var routes: [Int]
    /// The link patterns links matched, sorted.
    var links: [String]
    /// The link patterns whose decoder refused a matched link's values, sorted.
    var refusedLinks: [String]

    /// The outcome of a flow that `passed` after `steps` steps and used `used` of `file`'s
    /// routes and links (traces of routes the file does not hold are left out: coverage
    /// only asks about the file's).
    init(passed: Bool, steps: Int, used: Set<RouteTrace>, in file: RoutesFile) {
        self.passed = passed
        self.steps = steps
        routes = file.routes.indices.filter { used.contains(.route(file.routes[$0])) }
        var links: [String] = []
        var refused: [String] = []
        for trace in used {
            switch trace {
            case .link(let pattern): links.append(pattern)
            case .refusedLink(let pattern): refused.append(pattern)
            case .route: break
            }
        }
        self.links = links.sorted()
        refusedLinks = refused.sorted()
    }

    /// The traces of the routes and links the flow used, with each route taken from
    /// `file`; `nil` when an index is not one of `file`'s routes (the worker loaded another
    /// file).
    func used(in file: RoutesFile) -> Set<RouteTrace>? {
        guard routes.allSatisfy(file.routes.indices.contains) else { return nil }
        return Set(routes.map { .route(file.routes[$0]) } + links.map(RouteTrace.link) + refusedLinks.map(RouteTrace.refusedLink))
    }

    /// The outcome as the JSON of its frame.
    var json: [UInt8] {
        // Encoding a structure of numbers, Booleans and strings cannot fail.
        (try? JSONEncoder().encode(self)).map { Array($0) } ?? []
    }

    /// The outcome in the JSON of a frame, or `nil` when `json` is not one.
    init?(json: [UInt8]) {
        guard let outcome = try? JSONDecoder().decode(Self.self, from: Data(json)) else { return nil }
        self = outcome
    }
}
