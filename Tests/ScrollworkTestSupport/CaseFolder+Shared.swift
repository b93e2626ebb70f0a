/// Folders that test targets of more than one layer read.
extension CaseFolder {
    /// `behaviors/` at the package root: the bundled presets.
    public static let bundledPresets = CaseFolder(from: #filePath, up: 2, "behaviors")
    /// Realistic behaviour and scene files within the subset; the front end parses them, the
    /// language target loads and runs them.
    public static let languageFixtures = CaseFolder(from: #filePath, up: 1, "ScrollworkFrontEndTests/Fixtures")
}
