import Foundation
import ScrollworkCore
import ScrollworkFrontEnd

/// The front end's entry points as the runtime uses them, in one place.
enum FrontEnd {
    static func parse(_ file: SourceFile) -> (SourceUnit, [Diagnostic]) {
        Parser.parse(file)
    }

    /// The expression, or the first error; an empty input is an error located at its start.
    static func parseExpression(_ file: SourceFile) -> (Expression, [Diagnostic]) {
        let (expression, diagnostics) = Parser.parseExpression(file)
        guard let expression else {
            let error = diagnostics.first(where: \.isError) ?? .error("expected an expression", at: file.fullRange)
            return (Expression(kind: .invalid, range: file.fullRange), diagnostics.containsErrors ? diagnostics : [error])
        }
        return (expression, diagnostics)
    }
}
