// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "library",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(path: "../Router")  // where you cloned the Router package
    ],
    targets: [
        .executableTarget(
            name: "library",
            dependencies: [
                .product(name: "Router", package: "Router"),
                .product(name: "RouterTooling", package: "Router"),
                .product(name: "RouterCommandLine", package: "Router"),
            ]),
        .testTarget(
            name: "libraryTests",
            dependencies: [
                "library",
                .product(name: "Router", package: "Router"),
                .product(name: "RouterClock", package: "Router"),
                .product(name: "RouterRestoration", package: "Router"),
                .product(name: "RouterTesting", package: "Router"),
            ]),
    ]
)
