// swift-tools-version: 6.0
import PackageDescription

/// The benchmarks of the Router package against its peers: one executable that prints a table.
///
/// Run with `swift run -c release --package-path Benchmarks` (see README.md). A separate
/// package, so the root package keeps no dependencies.
let package = Package(
    name: "RouterBenchmarks",
    // As the root package requires.
    platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
    dependencies: [
        // The root package. `name:` makes the reference below independent of the name of
        // the directory the repository is cloned into (a path dependency's identity).
        .package(name: "Router", path: ".."),
        .package(url: "https://github.com/vapor/routing-kit", exact: "4.9.3"),
        .package(url: "https://github.com/Swinject/Swinject", exact: "2.10.0"),
        .package(url: "https://github.com/jpsim/Yams", exact: "6.2.2"),
    ],
    targets: [
        .target(name: "PayloadTypes"),
        // The app the flow rows run, in process and through its own command line (flowbench).
        .target(
            name: "FlowBenchmarkApp",
            dependencies: [
                .product(name: "Router", package: "Router"),
                .product(name: "RouterTooling", package: "Router"),
                .product(name: "RouterCommandLine", package: "Router"),
            ]),
        .executableTarget(name: "flowbench", dependencies: ["FlowBenchmarkApp"]),
        // Counts heap allocations: defines malloc and its siblings in the executable.
        .target(name: "AllocationCounter"),
        .executableTarget(
            name: "RouterBenchmarks",
            dependencies: [
                "PayloadTypes",
                "AllocationCounter",
                "FlowBenchmarkApp",
                // Not linked: makes `swift run` build the flow app's command line too.
                "flowbench",
                .product(name: "Router", package: "Router"),
                .product(name: "LinkMatching", package: "Router"),
                .product(name: "RouterYAML", package: "Router"),
                .product(name: "RoutesFiles", package: "Router"),
                .product(name: "RouterTooling", package: "Router"),
                // Not linked: makes `swift run` build the demo binary the flow benchmark runs.
                .product(name: "routerdemo", package: "Router"),
                .product(name: "RoutingKit", package: "routing-kit"),
                .product(name: "Swinject", package: "Swinject"),
                .product(name: "Yams", package: "Yams"),
            ]),
    ],
    swiftLanguageModes: [.v6]
)

for target in package.targets where target.name != "AllocationCounter" {
    target.swiftSettings = [
        .enableUpcomingFeature("ExistentialAny"),
        .enableUpcomingFeature("InternalImportsByDefault"),
    ]
}
