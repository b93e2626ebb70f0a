import ScrollworkTestSupport

/// Folders the language tests share.
enum TestSupport {
    /// The front end's fixtures: realistic behaviour and scene files within the subset.
    static let fixtureFolder = CaseFolder.languageFixtures
    /// `behaviors/` at the package root: the bundled presets.
    static let presetFolder = CaseFolder.bundledPresets

    /// The bundled presets' file names, sorted.
    static var presets: [String] { presetFolder.files(withExtension: "swift") }
}
