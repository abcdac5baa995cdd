import Router
import RouterTooling
import RoutesFiles
import Testing

/// One random app with what the tools and the reference model say about it.
@MainActor
struct ReferenceCase {
    let app: ReferenceApp
    let file: RoutesFile
    /// The model from where `explore` starts: the tabs when the file declares them, else home.
    let model: ReferenceModel
    /// The crawl `explore` makes.
    let report: CrawlReport
    /// The model and crawl from home, for an app with tabs (`check` crawls both).
    let home: (model: ReferenceModel, report: CrawlReport)?
    /// The screens opening each link pattern on top of the stack shows (as an app shows a
    /// link, whatever its parents decide), every condition holding, on a fresh app each time.
    let linkScreens: [String: Set<String>]

    /// The seed and the file, for a failure's message.
    var context: Comment { "seed \(app.seed):\n\(app.text)" }

    /// The seeds the comparisons run on.
    static let seeds: [UInt64] = Array(1...200)

    private static var cache: [UInt64: ReferenceCase] = [:]

    /// The case of `seed`, made once; `nil` (with a test failure recorded) when its file
    /// does not load.
    static func make(_ seed: UInt64) async -> ReferenceCase? {
        if let made = cache[seed] { return made }
        let app = ReferenceApp(seed: seed)
        let file: RoutesFile
        do {
            file = try RoutesFile(parsing: app.text, path: "reference.yaml", registry: try app.registry())
        } catch {
            Issue.record("seed \(seed): the generated file does not load: \(error)\n\(app.text)")
            return nil
        }
        let homeCrawler = NavigationCrawler(registry: file.registry, home: app.home)
        let homeParts = (model: ReferenceModel(app: app, file: file, tabbed: false), report: await homeCrawler.crawl())
        var linkScreens: [String: Set<String>] = [:]
        for sample in app.sampleLinks {
            let session = ReferenceSession(app: app, file: file, tabbed: false, held: Set(ReferenceApp.conditions))
            if session.router.open(sample.url, placement: .onTop).showsAScreen, let top = session.top?.name {
                linkScreens[sample.link.pattern, default: []].insert(top)
            }
        }
        let made: ReferenceCase
        if app.tabbed {
            made = ReferenceCase(
                app: app, file: file, model: ReferenceModel(app: app, file: file, tabbed: true),
                report: await NavigationCrawler(registry: file.registry, tabs: file.tabs).crawl(), home: homeParts,
                linkScreens: linkScreens)
        } else {
            made = ReferenceCase(
                app: app, file: file, model: homeParts.model, report: homeParts.report, home: nil,
                linkScreens: linkScreens)
        }
        cache[seed] = made
        return made
    }

    /// Every case that loads.
    static var all: [ReferenceCase] {
        get async {
            var all: [ReferenceCase] = []
            for seed in seeds {
                if let made = await make(seed) { all.append(made) }
            }
            return all
        }
    }
}
