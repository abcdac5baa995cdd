import AccountScreens
import Demo
import RouterCommandLine

// The demo with its kitchen: screens that load from a simulated kitchen through the
// navigation queue, a session confirmed asynchronously. Its flows wait on a manual clock.
await CommandLineApp(
    name: "kitchen", version: "1.0.0",
    plugins: { DemoApp.plugins() + [KitchenPlugin()] },
    home: KitchenPlugin.home,
    account: { DemoAccount() }
).main()
