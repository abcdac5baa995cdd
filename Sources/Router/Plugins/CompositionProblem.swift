import RouterText

/// One reason plugins cannot be composed into one registry: two of them claim the same
/// thing, or one replaces or links to something nobody registered.
///
/// Every clash names both sides: the plugin that registered the thing first and the one
/// that registered it again.
public enum CompositionProblem: Sendable, Hashable {
    /// Two plugins have the same name, so messages could not tell them apart.
    case pluginName(String)
    /// Two jumpers for one payload type.
    case jumper(payloadType: String, first: String, second: String)
    /// Two payload types under one name.
    case payloadName(String, first: String, second: String)
    /// One payload type registered twice (under the names given).
    case payloadType(String, first: String, second: String)
    /// One screen name registered by two plugins, or twice for one payload type.
    case screen(String, first: String, second: String)
    /// Two guards with one name.
    case routeGuard(String, first: String, second: String)
    /// Two different conditions required for one screen.
    case screenRequirement(screen: String, first: String, second: String)
    /// Two link patterns that match the same links as specifically.
    case link(String, existing: String, first: String, second: String)
    /// A link pattern that is not a valid pattern.
    case invalidLink(String, reason: String, plugin: String)
    /// A link pattern that provides neither as a segment nor as a constant a parameter its
    /// payload type's decoder needs.
    case missingLinkParameter(link: String, parameter: String, plugin: String)
    /// A link to a payload type no plugin registered with a link decoder.
    case linkToUnlinkablePayload(link: String, payloadType: String, plugin: String)
    /// A link whose parent is computed from its payload
    /// (`registerLink(_:to:constants:parentPayload:)`) as a payload type whose links no one
    /// can write (no plugin registered it with a link encoder, no link leads to it with
    /// one), so opening the link would always fail.
    case parentPayloadWithoutLink(link: String, parentType: String, plugin: String)
    /// A link whose parent (`registerLink(_:to:constants:parent:)`) is not a valid link
    /// template.
    case invalidParentLink(link: String, parent: String, reason: String, plugin: String)
    /// A link whose parent, each parameter filled, matches no link pattern; with `opening`,
    /// only when the link is opened with the literal values that link shows (its other
    /// parameters left as `:name`).
    case unknownParentLink(link: String, parent: String, plugin: String, opening: String? = nil)
    /// A link whose parent uses a parameter the link neither captures nor has as a constant.
    case missingParentParameter(link: String, parent: String, parameter: String, plugin: String)
    /// Following parents from `links[0]` comes back to it: the links of the cycle in order,
    /// each with the plugin that registered it (same index). One problem per cycle, listed
    /// from the link of it registered first. With `opening`, only when `links[0]` is opened
    /// with the literal values that link shows (its other parameters left as `:name`).
    case parentCycle(links: [String], plugins: [String], opening: String? = nil)
    /// A link with more than ``LinkTable/maxParents`` parents, which never opens: `farthest`
    /// is its parent just beyond the limit; `plugins` registered the link and that parent.
    /// With `opening`, only when the link is opened with the literal values that link shows.
    case tooManyParents(link: String, farthest: String, plugins: [String], opening: String? = nil)
    /// A link pattern matching links that always need more than `limit` match steps
    /// (`LinkLimits.maxMatchSteps`), so they never open: `example` is one of them.
    case linkBeyondStepLimit(link: String, example: String, limit: Int, plugin: String)
    /// A guard whose screen is named but that no plugin registered for the guard's payload.
    case unregisteredGuardScreen(guard: String, screen: String, plugin: String)
    /// A replacement of something no plugin registered before it.
    case nothingToReplace(what: String, plugin: String)
    /// A schema version or saved-stack migration that cannot be made, as a phrase (`migrates
    /// the screen 'Menu' a second time`).
    case migration(String, plugin: String)
    /// A guard chain that goes round: the guards in order, back to the first, each with the
    /// plugin that registered it (same index, the last guard excepted).
    case guardLoop(guards: [String], plugins: [String])
    /// A guard that requires a condition no guard is registered for.
    case unknownGuardPrerequisite(guard: String, requires: String, plugin: String)
    /// A guard chain with more than ``GuardChain/maxLength`` guards, which no navigation
    /// could follow: its first guards (one more than the bound), each with the plugin that
    /// registered it (same index).
    case guardChainTooLong(guards: [String], plugins: [String])
}

extension CompositionProblem: CustomStringConvertible {
    /// One sentence naming both sides, e.g. `the screen 'PizzaDetail' is registered by
    /// plugin 'menu' and by plugin 'extras'`.
    public var description: String {
        switch self {
        case .pluginName(let name):
            "two plugins are named \(Self.quoted(name))"
        case .jumper(let type, let first, let second):
            "the payload type \(type) has a jumper from \(Self.plugin(first)) and from \(Self.plugin(second))"
                + "; use replace(_:) to override one on purpose"
        case .payloadName(let name, let first, let second):
            "the payload name \(Self.quoted(name)) is registered by \(Self.plugin(first)) "
                + "and by \(Self.plugin(second))"
        case .payloadType(let type, let first, let second):
            "the payload type \(type) is registered by \(Self.plugin(first)) and by \(Self.plugin(second))"
        case .screen(let name, let first, let second):
            "the screen \(Self.quoted(name)) is registered by \(Self.plugin(first)) "
                + "and by \(Self.plugin(second)); use replaceScreen to override it on purpose"
        case .routeGuard(let name, let first, let second):
            "the guard \(Self.quoted(name)) is registered by \(Self.plugin(first)) "
                + "and by \(Self.plugin(second)); use replaceGuard(_:) to override it on purpose"
        case .screenRequirement(let screen, let first, let second):
            "the screen \(Self.quoted(screen)) is given a requirement by \(Self.plugin(first)) "
                + "and another by \(Self.plugin(second))"
        case .link(let new, let existing, let first, let second):
            "the link \(Self.quoted(new)) of \(Self.plugin(second)) matches the same links as "
                + "\(Self.quoted(existing)) of \(Self.plugin(first)), as specifically"
        case .invalidLink(let link, let reason, let plugin):
            "the link \(Self.quoted(link)) of \(Self.plugin(plugin)) is not a valid pattern: \(reason)"
        case .missingLinkParameter(let link, let parameter, let plugin):
            "the link \(Self.quoted(link)) of \(Self.plugin(plugin)) does not provide the parameter "
                + "\(Self.quoted(parameter)) its payload type needs"
        case .linkToUnlinkablePayload(let link, let type, let plugin):
            "the link \(Self.quoted(link)) of \(Self.plugin(plugin)) leads to \(type), "
                + "which no plugin registered with a link decoder"
        case .parentPayloadWithoutLink(let link, let type, let plugin):
            "the link \(Self.quoted(link)) of \(Self.plugin(plugin)) computes its parent as \(type), "
                + "whose links no plugin can write (no link encoder), so the link would never open"
        case .invalidParentLink(let link, let parent, let reason, let plugin):
            "the parent \(Self.quoted(parent)) of the link \(Self.quoted(link)) of \(Self.plugin(plugin)) "
                + "is not a valid link template: \(reason)"
        case .unknownParentLink(let link, let parent, let plugin, let opening):
            "the parent \(Self.quoted(parent)) of the link \(Self.quoted(link)) of \(Self.plugin(plugin)) "
                + "matches no link pattern" + Self.opened(opening, as: "the link")
        case .missingParentParameter(let link, let parent, let parameter, let plugin):
            "the parent \(Self.quoted(parent)) of the link \(Self.quoted(link)) of \(Self.plugin(plugin)) "
                + "uses the parameter \(Self.quoted(parameter)), which the link neither captures nor has as a constant"
        case .parentCycle(let links, let plugins, let opening):
            "following parents from the link \(Self.quoted(links.first ?? "")) comes back to it"
                + Self.opened(opening, as: "it") + ": "
                + zip(links, plugins).map { "\(Self.quoted($0)) of \(Self.plugin($1))" }.joined(separator: ", then ")
                + ", then \(Self.quoted(links.first ?? "")) again"
        case .tooManyParents(let link, let farthest, let plugins, let opening):
            "the link \(Self.quoted(link)) of \(Self.plugin(plugins.first ?? "")) has more than "
                + "\(LinkTable.maxParents) parents" + Self.opened(opening, as: "it") + ", so it never opens: "
                + "its parent number \(LinkTable.maxParents + 1) is \(Self.quoted(farthest)) of "
                + Self.plugin(plugins.last ?? "")
        case .linkBeyondStepLimit(let link, let example, let limit, let plugin):
            "the link \(Self.quoted(link)) of \(Self.plugin(plugin)) matches links, such as "
                + "\(Self.quoted(example)), that need more than \(limit) steps to match, so they never open"
        case .unregisteredGuardScreen(let name, let screen, let plugin):
            "the guard \(Self.quoted(name)) of \(Self.plugin(plugin)) shows the screen \(Self.quoted(screen)), "
                + "which no plugin registered for it"
        case .nothingToReplace(let what, let plugin):
            "\(Self.plugin(plugin)) replaces \(what), which no plugin registered before it"
        case .migration(let problem, let plugin):
            "\(Self.plugin(plugin)) \(Self.text(problem))"
        case .guardLoop(let guards, let plugins):
            "the guards go round: " + guards.map(Self.quoted).joined(separator: " requires ")
                + " (registered by " + plugins.map(Self.plugin).joined(separator: ", ") + ")"
        case .unknownGuardPrerequisite(let name, let requires, let plugin):
            "the guard \(Self.quoted(name)) of \(Self.plugin(plugin)) requires \(Self.quoted(requires)), "
                + "which no guard is registered for"
        case .guardChainTooLong(let guards, let plugins):
            "the guard chain from \(Self.quoted(guards.first ?? "")) is longer than \(GuardChain.maxLength) guards: "
                + guards.map(Self.quoted).joined(separator: " requires ")
                + " (registered by " + plugins.map(Self.plugin).joined(separator: ", ") + ")"
        }
    }

    private static func plugin(_ name: String) -> String {
        "plugin \(quoted(name))"
    }

    /// ` when <subject> is opened as '<link>'`, or nothing without a link.
    private static func opened(_ link: String?, as subject: String) -> String {
        link.map { " when \(subject) is opened as \(quoted($0))" } ?? ""
    }

    /// A name from a plugin or a file as every message quotes it (`QuotedText.quoted(_:)`):
    /// bounded, on one line, with control characters escaped.
    private static func quoted(_ name: String) -> String {
        QuotedText.quoted(name)
    }

    /// A sentence from a plugin, on one line with control characters escaped.
    private static func text(_ sentence: String) -> String {
        TerminalText.escaped(sentence, keepingLineBreaks: false)
    }
}
