// swift-tools-version: 6.0
import PackageDescription

/// Settings every target shares, applied in one place (see the loop at the bottom).
let strictSettings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("InternalImportsByDefault"),
]

let package = Package(
    name: "Router",
    // The manual clock (RouterClock) keeps its state in a `Mutex` (Synchronization).
    platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
    products: [
        .library(name: "Router", targets: ["Router"]),
        .library(name: "RouterText", targets: ["RouterText"]),
        .library(name: "LinkMatching", targets: ["LinkMatching"]),
        .library(name: "RouterYAML", targets: ["RouterYAML"]),
        .library(name: "RoutesFiles", targets: ["RoutesFiles"]),
        .library(name: "RouterClock", targets: ["RouterClock"]),
        .library(name: "RouterRestoration", targets: ["RouterRestoration"]),
        .library(name: "RouterTooling", targets: ["RouterTooling"]),
        .library(name: "RouterTesting", targets: ["RouterTesting"]),
        .library(name: "RouterCommandLine", targets: ["RouterCommandLine"]),
        .library(name: "RouterTerminalUI", targets: ["RouterTerminalUI"]),
        .executable(name: "routerdemo", targets: ["routerdemo"]),
    ],
    targets: [
        .target(name: "RouterText"),
        .target(name: "LinkMatching", dependencies: ["RouterText"]),
        .target(name: "RouterYAML", dependencies: ["RouterText"]),
        .target(name: "Router", dependencies: ["RouterText", "LinkMatching"]),
        .target(name: "RoutesFiles", dependencies: ["Router", "RouterText", "LinkMatching", "RouterYAML"]),
        // A clock that moves only when told, and a queue run until idle on it.
        .target(name: "RouterClock", dependencies: ["Router"]),
        // Saving a stack and restoring it: what an app imports without the tools.
        .target(name: "RouterRestoration", dependencies: ["Router", "RouterText", "RouterClock"]),
        .target(
            name: "RouterTooling",
            dependencies: ["Router", "RoutesFiles", "RouterText", "LinkMatching", "RouterClock", "RouterRestoration"]),
        // The demo's modules: targets, not products (no app depends on the demo).
        .target(name: "Screens", dependencies: ["Router", "RoutesFiles"]),
        .target(name: "AccountScreens", dependencies: ["Router", "RouterText", "RouterTooling", "Screens"]),
        .target(name: "Demo", dependencies: ["Router", "RoutesFiles", "Screens", "AccountScreens"]),
        .target(name: "RouterTesting", dependencies: ["Router", "RouterText", "RouterClock", "RouterTooling"]),
        // The full-screen terminal interface: the core does not import it.
        .target(name: "RouterTerminalUI", dependencies: ["Router", "RouterText", "RouterRestoration", "RouterTooling"]),
        .target(
            name: "RouterCommandLine",
            dependencies: [
                "Router", "RouterText", "LinkMatching", "RouterYAML", "RoutesFiles", "RouterClock", "RouterRestoration",
                "RouterTooling", "RouterTerminalUI",
            ]),
        .executableTarget(
            name: "routerdemo",
            dependencies: ["Router", "RouterTooling", "RouterCommandLine", "Screens", "AccountScreens", "Demo"]),
        // An example app whose whole command line comes from RouterCommandLine.
        .executableTarget(
            name: "bakery", dependencies: ["Router", "RouterCommandLine"], path: "Examples/Bakery",
            exclude: ["bakery.flow"]),
        .executableTarget(
            name: "kitchen", dependencies: ["Router", "RouterCommandLine", "AccountScreens", "Demo"],
            path: "Examples/Kitchen",
            exclude: ["loading.flow", "second-tap.flow", "failure.flow", "back-while-loading.flow", "session-check.flow"]),
        // The app the tutorial "Build a Routed Command-Line App" (RouterCommandLine's catalog)
        // ends with, word for word; its test is the tutorial's test file (LibraryTests).
        .executableTarget(
            name: "library", dependencies: ["Router", "RouterTooling", "RouterCommandLine"], path: "Examples/Library",
            exclude: ["library.flow"]),
        .target(name: "RouterTestSupport", dependencies: ["Router", "RouterTesting"], path: "Tests/RouterTestSupport"),
        // Golden/ holds expected outputs the tests read by path (#filePath), not resources.
        .testTarget(
            name: "RouterTests",
            dependencies: [
                "Router", "RouterText", "LinkMatching", "RouterYAML", "RoutesFiles", "RouterClock", "RouterRestoration",
                "RouterTooling", "RouterTestSupport",
            ],
            exclude: ["Golden"]),
        .testTarget(
            name: "ScreensTests",
            dependencies: [
                "Router", "RoutesFiles", "RouterClock", "RouterRestoration", "RouterTooling", "Screens", "AccountScreens",
                "Demo", "RouterTestSupport",
            ],
            // SavedStacks/ holds saved files of every format, read by path (#filePath).
            exclude: ["SavedStacks"]),
        .testTarget(
            name: "RouterDemoTests",
            dependencies: [
                "routerdemo", "bakery", "kitchen", "library", "RouterCommandLine", "RouterTerminalUI", "Router", "LinkMatching",
                "RouterTooling", "Screens",
                "AccountScreens", "Demo",
                "RouterTestSupport",
            ],
            // Golden/ holds the full-screen snapshots the tests read by path (#filePath).
            exclude: ["Golden"]),
        .testTarget(
            name: "ReadmeExampleTests",
            dependencies: [
                "Router", "RoutesFiles", "RouterRestoration", "RouterTooling", "RouterTesting", "RouterCommandLine",
                "RouterTerminalUI",
            ]),
        // The tutorial's test of the library app, word for word (the reader's `libraryTests`).
        .testTarget(
            name: "LibraryTests", dependencies: ["library", "Router", "RouterClock", "RouterRestoration", "RouterTesting"]),
        .testTarget(name: "RouterTestingTests", dependencies: ["Router", "RouterTesting"]),
        .testTarget(name: "YAMLTests", dependencies: ["RouterYAML"]),
    ],
    swiftLanguageModes: [.v6]
)

for target in package.targets {
    target.swiftSettings = (target.swiftSettings ?? []) + strictSettings
}
