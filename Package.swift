// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Scrollwork",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "scrollwork", targets: ["scrollwork"]),
        .library(name: "ScrollworkCore", targets: ["ScrollworkCore"]),
        .library(name: "ScrollworkFrontEnd", targets: ["ScrollworkFrontEnd"]),
        .library(name: "ScrollworkScene", targets: ["ScrollworkScene"]),
        .library(name: "ScrollworkScript", targets: ["ScrollworkScript"]),
        // `swift package scrollwork check behaviors/` in a package that depends on this one.
        .plugin(name: "ScrollworkPlugin", targets: ["ScrollworkPlugin"]),
    ],
    targets: [
        // Pure simulation: geometry, physics, layout results, built-in behaviours. No I/O, no
        // source text: a plug-in's failure is passed on as the error it threw.
        .target(name: "ScrollworkCore"),
        // The front end: source files, lexer, syntax tree, parser and diagnostics (with their
        // rendering). It imports nothing else of ours.
        .target(name: "ScrollworkFrontEnd"),
        // Views, modifiers and their layout: the scene model, no language types.
        .target(name: "ScrollworkScene", dependencies: ["ScrollworkCore"]),
        // The Swift-subset language past parsing (semantics, compiler, runtime, plug-ins) and scene
        // building.
        .target(name: "ScrollworkScript", dependencies: ["ScrollworkCore", "ScrollworkFrontEnd", "ScrollworkScene"]),
        // libedit, wrapped by a tiny header of non-variadic shims.
        .systemLibrary(
            name: "CLibEdit",
            pkgConfig: "libedit",
            providers: [.apt(["libedit-dev"]), .brew(["libedit"])]
        ),
        // The tool: commands, sessions, renderer, batch runs, presets, line editor.
        .target(name: "ScrollworkREPL",
                dependencies: ["ScrollworkCore", "ScrollworkFrontEnd", "ScrollworkScene", "ScrollworkScript", "CLibEdit"]),
        .executableTarget(name: "scrollwork", dependencies: ["ScrollworkREPL"]),
        // Runs the `scrollwork` tool with the arguments given to `swift package scrollwork`, in
        // the root of the package that asks. It only reads that package's files.
        .plugin(
            name: "ScrollworkPlugin",
            capability: .command(intent: .custom(verb: "scrollwork",
                                                 description: "Run scrollwork (e.g. `check behaviors/`) in this package")),
            dependencies: ["scrollwork"]
        ),
        // Benchmarks print ratios against baselines measured in the same run.
        .executableTarget(name: "scrollwork-bench",
                          dependencies: ["ScrollworkCore", "ScrollworkFrontEnd", "ScrollworkScene", "ScrollworkScript"]),
        // What the test targets share: golden-file snapshots, the seeded generator, case folders,
        // the parser's invariants.
        .target(name: "ScrollworkTestSupport", dependencies: ["ScrollworkCore", "ScrollworkFrontEnd"],
                path: "Tests/ScrollworkTestSupport"),
        .testTarget(name: "ScrollworkCoreTests", dependencies: ["ScrollworkCore", "ScrollworkTestSupport"]),
        .testTarget(name: "ScrollworkSceneTests", dependencies: ["ScrollworkScene", "ScrollworkTestSupport"]),
        // The fuzzer: generated and mutated inputs, each run in a child process (RELIABILITY.md).
        .executableTarget(name: "scrollwork-fuzz", dependencies: ["ScrollworkCore", "ScrollworkFrontEnd", "ScrollworkScene",
                                                                  "ScrollworkScript", "ScrollworkREPL"]),
        // Differential testing: generated programs compiled by swiftc and interpreted by `scrollwork`
        // must print the same (RELIABILITY.md).
        .executableTarget(name: "scrollwork-differential", dependencies: ["ScrollworkCore"]),
        // Fixtures are script files read at test time (here and by the language's tests), not
        // test sources; Snapshots/ holds rendered parse errors.
        .testTarget(
            name: "ScrollworkFrontEndTests",
            // ScrollworkCore only for the seeded generator the fuzz tests draw from.
            dependencies: ["ScrollworkCore", "ScrollworkFrontEnd", "ScrollworkTestSupport"],
            exclude: ["Fixtures", "Snapshots"]
        ),
        .testTarget(
            name: "ScrollworkScriptTests",
            dependencies: ["ScrollworkFrontEnd", "ScrollworkScript", "ScrollworkTestSupport"]
        ),
        // Sessions/ holds fixture scripts (.swift loaded by sessions, not compiled); Snapshots/ golden files;
        // Apps/ app folders shaped as Xcode projects (loaded, not compiled).
        .testTarget(name: "ScrollworkREPLTests", dependencies: ["ScrollworkFrontEnd", "ScrollworkREPL", "ScrollworkTestSupport"],
                    exclude: ["Sessions", "ScriptSessions", "Snapshots", "Apps"]),
    ],
    swiftLanguageModes: [.v5]
)
