import AccountScreens
import Demo
import RouterCommandLine
import Screens

/// The demo described for the command line library: its plugins composed for routes-file
/// routing, the embedded `routes.yaml.example`, its tabs and account. Its help is generated
/// by the library from this description.
enum DemoCommandLine {
    static let app = CommandLineApp(
        name: "routerdemo", version: "0.1.0",
        plugins: { DemoApp.plugins(routing: .routesFile) },
        home: DemoApp.home, tabs: DemoApp.tabs,
        defaultRoutes: (DefaultRoutes.name, DefaultRoutes.text),
        account: { DemoAccount() },
        exampleLink: "giuseppe://menu/pizza/Margherita")
}
