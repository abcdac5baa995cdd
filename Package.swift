// swift-tools-version: 6.0
import PackageDescription

/// Settings every target shares, applied in one place (see the loop at the bottom).
let strictSettings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("InternalImportsByDefault"),
]

let package = Package(
    name: "Router",
    products: [
        .library(name: "Router", targets: ["Router"]),
        .library(name: "Screens", targets: ["Screens"]),
        .library(name: "RouterTesting", targets: ["RouterTesting"]),
        .executable(name: "routerdemo", targets: ["routerdemo"]),
    ],
    targets: [
        .target(name: "Router"),
        .target(name: "Screens", dependencies: ["Router"]),
        .target(name: "RouterTesting", dependencies: ["Router"]),
        .executableTarget(name: "routerdemo", dependencies: ["Router", "Screens"]),
        .target(name: "RouterTestSupport", dependencies: ["Router", "RouterTesting"], path: "Tests/RouterTestSupport"),
        // Golden/ holds expected outputs the tests read by path (#filePath), not resources.
        .testTarget(name: "RouterTests", dependencies: ["Router", "RouterTestSupport"], exclude: ["Golden"]),
        .testTarget(name: "ScreensTests", dependencies: ["Router", "Screens", "RouterTestSupport"]),
        .testTarget(name: "RouterDemoTests", dependencies: ["routerdemo", "Router", "Screens", "RouterTestSupport"]),
        .testTarget(name: "ReadmeExampleTests", dependencies: ["Router"]),
        .testTarget(name: "RouterTestingTests", dependencies: ["Router", "RouterTesting"]),
        .testTarget(name: "YAMLTests", dependencies: ["Router"]),
    ],
    swiftLanguageModes: [.v6]
)

for target in package.targets {
    target.swiftSettings = (target.swiftSettings ?? []) + strictSettings
}
