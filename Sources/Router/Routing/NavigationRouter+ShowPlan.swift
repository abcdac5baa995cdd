extension NavigationRouter {
    /// What showing one destination does now, decided before anything changes: the one
    /// question every path that shows a destination asks (a tap, `show`, a link's chain,
    /// `go`, a restore, and the queue choosing what to load).
    package enum ShowPlan {
        /// It is shown: the destination with its registered screen and the requirement the
        /// one rule gives it; every condition of its guard chain holds.
        case show(Destination)
        /// A guard holds it back: the destination, resolved, and the guard whose screen is
        /// shown instead (the last condition along its chain that does not hold).
        case held(Destination, by: RouteGuard)
        /// It cannot be shown, and why.
        case ignored(IgnoreReason)
    }

    /// What showing `destination` right above `below` does now (``ShowPlan``): whether its
    /// screen is registered for it, what it requires (``JumperRegistry/requirement(of:)``),
    /// whether it is a guard's screen that is not to be shown there
    /// (``satisfiedGuard(showing:)``, ``repeatedGuard(showing:above:)``), and where its guard
    /// chain stands, each looked up once. Changes nothing, and asks no one. `tracing`: the
    /// route that decided the destination is noted for coverage (``onTrace``) now; `false`
    /// for a plan that may not be carried out (one the queue asks whether it waits, or what
    /// it loads), whose route is noted when it is (``tracePlannedRoute(_:)``).
    package func plan(showing destination: Destination, above below: Below, tracing: Bool = true) -> ShowPlan {
        guard let resolved = checked(destination, above: below, tracing: tracing) else {
            return .ignored(uncheckedReason(destination, above: name(of: below)))
        }
        guard let requirement = resolved.requirement else { return .show(resolved) }
        switch guardCheck(requirement) {
        case .holds: return .show(resolved)
        case .held(let routeGuard): return .held(resolved, by: routeGuard)
        case .unknown(let name): return .ignored(.unknownGuard(name))
        case .loop(let names): return .ignored(.redirectLoop(names))
        case .tooLong(let names): return .ignored(.guardChainTooLong(names))
        }
    }

    /// Notes for coverage the route that decided the destination of `plan`, made without
    /// tracing, now that it is carried out.
    func tracePlannedRoute(_ plan: ShowPlan) {
        guard let onTrace else { return }
        switch plan {
        case .show(let destination), .held(let destination, _):
            if let route = destination.route { onTrace(.route(route)) }
        case .ignored:
            break
        }
    }
}
