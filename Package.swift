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
        .executable(name: "routerdemo", targets: ["routerdemo"]),
    ],
    targets: [
        .target(name: "Router"),
        .target(name: "Screens", dependencies: ["Router"]),
        .executableTarget(name: "routerdemo", dependencies: ["Router", "Screens"]),
        .testTarget(name: "RouterTests", dependencies: ["Router"]),
        .testTarget(name: "ScreensTests", dependencies: ["Router", "Screens"]),
        .testTarget(name: "RouterDemoTests", dependencies: ["routerdemo"]),
    ],
    swiftLanguageModes: [.v6]
)

for target in package.targets {
    target.swiftSettings = (target.swiftSettings ?? []) + strictSettings
}
