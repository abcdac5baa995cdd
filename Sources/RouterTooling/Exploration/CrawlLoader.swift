import Router
import RouterClock

/// Runs a screen's loader for a tool that explores the app, on a manual clock of its own:
/// the crawler sees the screen a person would see once it has loaded, or the failure
/// screen when its loader fails, without waiting for the loader's time to pass.
@MainActor
enum CrawlLoader {
    /// The most clock time a loader may take: a loader still sleeping after it has not
    /// loaded.
    static let timeLimit = Duration.seconds(3_600)
    /// How many times the crawl looks, a millisecond apart, at a loader that does not sleep
    /// on the clock (one waiting on something else, or computing) before giving up: about
    /// 30 seconds on an idle machine. Counted in looks, not in real time, so a busy machine
    /// that runs the crawl as seldom as the loader does not give up on a loader it has not
    /// scheduled yet.
    static let looksWithoutSleeping = 30_000

    /// Where a crawl of `destination` leads once its screen has loaded.
    enum Outcome {
        /// The data loaded: the screen is built with it.
        case loaded(any Sendable)
        /// The loader threw, or did not finish within the limits: why.
        case failed(LoadFailure)
    }

    /// The outcome of `destination`'s loader, run under ``Router/LoaderClock`` set to a new
    /// manual clock that moves to each deadline the loader sleeps until, up to
    /// ``timeLimit``; `nil` when its screen does not load.
    static func load(_ destination: Destination, in registry: JumperRegistry) async -> Outcome? {
        guard let load = registry.loader(for: destination), let payload = destination.payload else { return nil }
        let clock = ManualClock()
        let outcome = LoadState()
        let task = Task { @MainActor in
            do {
                outcome.value = .loaded(try await LoaderClock.$current.withValue(clock) { try await load(payload) })
            } catch {
                outcome.value = .failed(LoadFailure(screen: destination.screen, message: "\(error)"))
            }
        }
        var looks = 0
        while outcome.value == nil {
            await ManualClock.letOthersRun()
            guard outcome.value == nil else { break }
            if let next = clock.nextDeadline {
                guard next.offset <= timeLimit else { break }
                await clock.advance(to: next)
            } else if looks >= looksWithoutSleeping {
                break
            } else {
                looks += 1
                try? await Task.sleep(for: .milliseconds(1))
            }
        }
        guard let value = outcome.value else {
            task.cancel()
            return .failed(LoadFailure(screen: destination.screen, message: "it did not load in time"))
        }
        return value
    }

    /// Where the loader's outcome is kept until the crawl reads it.
    private final class LoadState {
        var value: Outcome?
    }
}
