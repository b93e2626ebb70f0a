import ScrollworkCore
import ScrollworkFrontEnd
@testable import ScrollworkScript

/// Session names for tests: a fixed table and an `item(ID)` function.
final class FakeSession: SessionBindings {
    var values: [String: ScriptValue]
    var items: [Int: ScriptValue]

    init(values: [String: ScriptValue] = [:], items: [Int: ScriptValue] = [:]) {
        self.values = values
        self.items = items
    }

    /// Each value declared with its type; `item(_:)` when there are items.
    var names: [SessionName] {
        let properties = values.keys.sorted().map { name in
            SessionName("var \(name): \(values[name]?.swiftTypeName ?? "Any") { get }", doc: "A test value.")
        }
        return properties + [SessionName("func item(_ id: AnyHashable) -> ScrollItem", doc: "A test item.")]
    }

    func value(of name: String) -> ScriptValue? { values[name] }

    func call(_ name: String, arguments: [ScriptValue]) throws -> ScriptValue? {
        guard name == "item", case .int(let id)? = arguments.first else { return nil }
        return items[id] ?? ScriptValue.none
    }
}

/// Loads `source` as one file and fails with the rendered diagnostics if it has errors.
func loadProgram(_ source: String, stepBudget: Int = 1_000_000, recursionLimit: Int = 200) throws -> ScriptProgram {
    let program = ScriptProgram(stepBudget: stepBudget, recursionLimit: recursionLimit)
    let diagnostics = program.load(SourceFile(id: 1, path: "test.swift", text: source))
    if let error = diagnostics.first(where: \.isError) { throw error }
    return program
}

/// What evaluating `call` in `program` stops with, or "no error".
func evaluationError(_ call: String, in program: ScriptProgram) -> String {
    do {
        _ = try program.evaluate(call, bindings: FakeSession())
        return "no error"
    } catch {
        return "\(error)"
    }
}

/// A program of the code Xcode generates from a Core Data `model` and the app's `source`
/// beside it, as a folder with the model loads; with the load's diagnostics.
func loadWithDataModel(_ model: String, _ source: String) -> (ScriptProgram, [Diagnostic]) {
    let generated = DataModelCode.files(for: DataModel.entities(in: model))
    let program = ScriptProgram()
    let sources = generated.enumerated().map { SourceFile(id: $0.offset + 1, path: "Generated/" + $0.element.name, text: $0.element.text) }
        + [SourceFile(id: 99, path: "App/App.swift", text: source)]
    return (program, program.load(sources))
}

/// The message of the first error, or of the thrown diagnostic, for table-driven error tests.
func errorMessage(_ body: () throws -> Void) -> String? {
    do {
        try body()
        return nil
    } catch let diagnostic as Diagnostic {
        return diagnostic.message + (diagnostic.hint.map { " (\($0))" } ?? "")
    } catch {
        return String(describing: error)
    }
}

/// Renders a diagnostic as the user sees it, for golden comparisons.
func render(_ diagnostic: Diagnostic, in program: ScriptProgram) -> String {
    DiagnosticRenderer(files: program.files, color: false).render(diagnostic)
}

/// A vertical target context with the given velocity, for behaviour tests.
func targetContext(velocity: Double, originalMinY: Double = 0, container: Size = Size(width: 390, height: 844),
                   content: Size = Size(width: 390, height: 5000)) -> TargetContext {
    TargetContext(originalTarget: ScrollTarget(rect: Rect(origin: Point(x: 0, y: originalMinY), size: container)),
                  velocity: Vector(dx: 0, dy: velocity), contentSize: content, containerSize: container, axis: .vertical,
                  releaseTarget: Rect(origin: Point(x: 0, y: originalMinY), size: container),
                  containerLength: container.height, targetStarts: [])
}
