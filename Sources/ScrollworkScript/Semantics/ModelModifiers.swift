/// SwiftData's view modifiers, `.modelContainer(…)` and `.modelContext(…)`: compiled with the
/// view chain they end (`BodyChecker+SwiftData.swift`) rather than as surface entries, kept on an
/// App's window (`PreviewProviders`), and listed as simulated by `scrollwork surface`.
enum ModelModifiers {
    static let names: Set<String> = ["modelContainer", "modelContext"]
}
