// swift-tools-version:6.0
import PackageDescription

// A package that depends on Scrollwork as any other package would, so CI proves the library
// can be used as a dependency (no unsafe build settings, public API enough to run a behaviour)
// and that its command plugin checks the package's own presets
// (`swift package scrollwork check behaviors/` in this folder).
// It is not part of the Scrollwork package: build it with
// `swift build --package-path Tests/DependentPackage`.
let package = Package(
    name: "DependentPackage",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "Scrollwork", path: "../.."),
    ],
    targets: [
        .executableTarget(
            name: "SnapCheck",
            dependencies: [
                .product(name: "ScrollworkCore", package: "Scrollwork"),
                .product(name: "ScrollworkFrontEnd", package: "Scrollwork"),
                .product(name: "ScrollworkScript", package: "Scrollwork"),
            ]
        ),
    ],
    swiftLanguageModes: [.v5]
)
