import Foundation
import Testing
import ScrollworkFrontEnd
@testable import ScrollworkScript

/// The class Xcode generates from an app's Core ML model (`SleepCalculator.mlmodel`, or a
/// `Painter.mlpackage`), which no source file declares, is CoreML's: code using it is left out
/// for CoreML, as for the module's own names, and the rest of the view opens.
struct MachineLearningModelsTests {
    private static let bedtime = """
        import CoreML
        import SwiftUI

        struct ContentView: View {
            @State private var message = "Tap to calculate"
            var body: some View {
                VStack {
                    Text(message)
                    Button("Calculate") { message = bedtime() }
                }
            }

            func bedtime() -> String {
                do {
                    let model = try SleepCalculator(configuration: MLModelConfiguration())
                    let prediction = try model.prediction(wake: 25_200, estimatedSleep: 8, coffee: 1)
                    return "\\(28_800 - prediction.actualSleep)"
                } catch {
                    return "Error"
                }
            }
        }

        #Preview { ContentView() }

        """

    @Test func aModelFileOrPackageNamesACoreMLClass() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("models-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Styles/Painter.mlpackage/Data"), withIntermediateDirectories: true)
        try Data([0, 1, 2]).write(to: root.appendingPathComponent("SleepCalculator.mlmodel"))
        let resources = AppResources(root: root, name: "BetterRest")
        #expect(resources.machineLearningModels == ["SleepCalculator", "Painter"])
        #expect(resources.generatedClasses == ["SleepCalculator": "CoreML", "Painter": "CoreML"])

        let program = ScriptProgram()
        program.platform.resources = resources
        let diagnostics = program.load(SourceFile(id: 1, path: "ContentView.swift", text: Self.bedtime))
        #expect(!diagnostics.containsErrors, "\(diagnostics.map(\.message))")
        #expect(program.placeholders.map(\.message).contains { $0.hasPrefix("'SleepCalculator' is from CoreML, which scrollwork does not simulate") })
        let scene = try program.makeScene("Preview")
        #expect(scene.simulation.layout.items.count == 2)
        // Calculating runs the model: that code is CoreML's, and stops when tapped.
        #expect(throws: Diagnostic.self) { try scene.tap(scene.simulation.layout.items[1].id) }
    }
}
