import Foundation
import ScrollworkFrontEnd

/// Recognises a row closure of the shape `{ i in Text("Row \(i)") }` (see `TextRowTemplate`).
extension Compiler {
    /// The template of `closure`'s strings, compiled in the scope its body was just compiled in
    /// (so `Text` means there what it meant to the body), or nil when it has another shape: a
    /// call of SwiftUI's `Text` with one unlabelled string literal whose interpolations are the
    /// closure's parameter, bare (`\(i)`, not `\(i + 1)` nor `\(i, format: …)`). A parameter
    /// declared `Double` would turn the element into one: such a closure is run as written.
    func textRowTemplate(_ closure: ClosureExpression, of function: ScriptFunction) -> TextRowTemplate? {
        guard let (parameters, expression) = closure.singleExpression(parameterCount: 1),
              function.parameterTypes.first != .double,
              case .postfix(let base, let operations) = expression.kind, operations.count == 1,
              case .identifier("Text") = base.kind, isSwiftUIText,
              let arguments = operations[0].callArguments, arguments.count == 1, arguments[0].label == nil,
              !arguments[0].isTrailingClosure, case .string(let segments) = arguments[0].value.kind else { return nil }
        let name = parameters[0].name
        var parts = [TextRowTemplate.Part]()
        for segment in segments {
            switch segment {
            case .text(let literal):
                parts.append(.text(literal))
            case .interpolation(let inner):
                guard case .identifier(name) = inner.kind else { return nil }
                parts.append(.element)
            }
        }
        return TextRowTemplate(parts: parts, range: arguments[0].value.range)
    }

    /// `Text` is SwiftUI's: no script type, local, function or global is named `Text`, and no
    /// extension adds to it (an initialiser of its own could take the literal).
    private var isSwiftUIText: Bool {
        types["Text"] == nil && scope.lookup("Text") == nil && functions["Text"] == nil && globals["Text"] == nil
            && surfaceExtensions["Text"] == nil
    }
}
