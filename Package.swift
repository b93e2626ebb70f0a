// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Scrollwork",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "scrollwork", targets: ["scrollwork"]),
        .library(name: "ScrollworkCore", targets: ["ScrollworkCore"]),
        .library(name: "ScrollworkScene", targets: ["ScrollworkScene"]),
        .library(name: "ScrollworkScript", targets: ["ScrollworkScript"]),
    ],
    targets: [
        // Pure simulation: geometry, physics, layout results, built-in behaviours. No I/O.
        .target(name: "ScrollworkCore"),
        // Views, modifiers and their layout: the scene model, no language types.
        .target(name: "ScrollworkScene", dependencies: ["ScrollworkCore"]),
        // The Swift-subset language and scene building.
        // Runtime exclusivity checks on every class property access are most of an interpreted
        // call's cost; the interpreter keeps its own accesses disjoint, so they are turned off here.
        .target(name: "ScrollworkScript", dependencies: ["ScrollworkCore", "ScrollworkScene"],
                swiftSettings: [.unsafeFlags(["-enforce-exclusivity=unchecked"])]),
        // libedit, wrapped by a tiny header of non-variadic shims.
        .systemLibrary(
            name: "CLibEdit",
            pkgConfig: "libedit",
            providers: [.apt(["libedit-dev"]), .brew(["libedit"])]
        ),
        // The tool: commands, sessions, renderer, batch runs, presets, line editor.
        .target(name: "ScrollworkREPL", dependencies: ["ScrollworkCore", "ScrollworkScene", "ScrollworkScript", "CLibEdit"]),
        .executableTarget(name: "scrollwork", dependencies: ["ScrollworkREPL"]),
        // Benchmarks print ratios against baselines measured in the same run.
        .executableTarget(name: "scrollwork-bench", dependencies: ["ScrollworkCore", "ScrollworkScript"]),
        // The fuzzer: generated and mutated inputs, each run in a child process (RELIABILITY.md).
        .executableTarget(name: "scrollwork-fuzz", dependencies: ["ScrollworkCore", "ScrollworkScript", "ScrollworkREPL"]),
        .testTarget(name: "ScrollworkCoreTests", dependencies: ["ScrollworkCore"]),
        .testTarget(name: "ScrollworkSceneTests", dependencies: ["ScrollworkScene"]),
        // Fixtures are script files read at test time, not test sources.
        .testTarget(
            name: "ScrollworkScriptTests", dependencies: ["ScrollworkScript"],
            exclude: ["Fixtures", "Snapshots"]
        ),
        // Sessions/ holds fixture scripts (.swift loaded by sessions, not compiled); Snapshots/ golden files.
        .testTarget(name: "ScrollworkREPLTests", dependencies: ["ScrollworkREPL"], exclude: ["Sessions", "Snapshots"]),
    ],
    swiftLanguageModes: [.v5]
)
