import RouterText

extension JumperRegistry {
    /// Composes `plugins`, in order, into one registry: the only one the app routes with.
    ///
    /// Everything is checked before anything is used: two plugins registering the same
    /// screen name, payload name, payload type, guard or jumper, or equally specific link
    /// patterns, are clashes, as are two plugins of one name and a replacement of something
    /// no earlier plugin registered. A later plugin overrides an earlier one only through
    /// the `replace` methods of ``PluginRegistration``.
    /// - Throws: ``CompositionError`` listing every problem, each naming both plugins.
    public init(plugins: [any RouterPlugin]) throws(CompositionError) {
        var registration = PluginRegistration(registry: JumperRegistry(), plugin: "")
        var names = Set<ExactText>()
        for plugin in plugins {
            if !names.insert(ExactText(plugin.name)).inserted {
                registration.problems.append(.pluginName(plugin.name))
            }
            registration.plugin = plugin.name
            plugin.register(in: &registration)
        }
        try self.init(finishing: registration)
    }

    /// A registry of one plugin written in place: what a small app or a test registers.
    ///
    /// ```swift
    /// let registry = try JumperRegistry { $0.register(PizzaJumper()) }
    /// ```
    /// - Parameters:
    ///   - name: The plugin's name in messages.
    ///   - register: Registers the plugin's payload types, screens, jumpers, guards, links.
    /// - Throws: ``CompositionError`` listing every clash.
    public init(
        plugin name: String = "app", _ register: (inout PluginRegistration) -> Void
    ) throws(CompositionError) {
        var registration = PluginRegistration(registry: JumperRegistry(), plugin: name)
        register(&registration)
        try self.init(finishing: registration)
    }

    private init(finishing registration: PluginRegistration) throws(CompositionError) {
        var registration = registration
        registration.addPendingLinks()
        for unregistered in registration.registry.guardsWithUnregisteredScreens() {
            registration.problems.append(
                .unregisteredGuardScreen(
                    guard: unregistered.name, screen: unregistered.screen, plugin: unregistered.owner))
        }
        let chains = registration.registry.guardChainProblems()
        for loop in chains.loops {
            registration.problems.append(.guardLoop(guards: loop.names, plugins: loop.owners))
        }
        for long in chains.tooLong {
            registration.problems.append(.guardChainTooLong(guards: long.names, plugins: long.owners))
        }
        for unknown in chains.unknown {
            registration.problems.append(
                .unknownGuardPrerequisite(
                    guard: unknown.name, requires: unknown.requires, plugin: unknown.owner))
        }
        guard registration.problems.isEmpty else { throw CompositionError(problems: registration.problems) }
        self = registration.registry
    }
}
