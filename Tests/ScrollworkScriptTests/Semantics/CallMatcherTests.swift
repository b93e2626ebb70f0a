import Testing
@testable import ScrollworkScript
import ScrollworkFrontEnd

/// Argument-to-parameter matching, case by case, with the Swift compiler's answers.
@Suite struct CallMatcherTests {
    struct Case: CustomTestStringConvertible {
        var name: String
        var parameters: [ParameterShape]
        var arguments: [ArgumentShape]
        var expected: Result<[[Int]], CallMismatch>
        var testDescription: String { name }
    }

    static func p(_ label: String?, default hasDefault: Bool = false, variadic: Bool = false, closure: Bool = false) -> ParameterShape {
        ParameterShape(label: label, hasDefault: hasDefault, isVariadic: variadic, acceptsClosure: closure)
    }
    static func a(_ label: String?, trailing: Bool = false) -> ArgumentShape {
        ArgumentShape(label: label, isTrailingClosure: trailing)
    }

    static let cases: [Case] = [
        Case(name: "labels in order", parameters: [p("x"), p("y")], arguments: [a("x"), a("y")], expected: .success([[0], [1]])),
        Case(name: "defaults skipped", parameters: [p("width", default: true), p("height", default: true), p("alignment", default: true)],
             arguments: [a("height")], expected: .success([[], [0], []])),
        Case(name: "missing required", parameters: [p("x"), p("y")], arguments: [a("x")],
             expected: .failure(.missingArgument(parameter: 1))),
        Case(name: "unknown label is extra", parameters: [p("width", default: true), p("height", default: true)],
             arguments: [a("widht")], expected: .failure(.extraArgument(argument: 0))),
        Case(name: "wrong label on a required parameter", parameters: [p("dx"), p("dy")], arguments: [a("dx"), a("dz")],
             expected: .failure(.wrongLabel(argument: 1, expected: "dy"))),
        Case(name: "variadic gathers the unlabeled rest", parameters: [p(nil), p(nil), p(nil, variadic: true)],
             arguments: [a(nil), a(nil), a(nil), a(nil)], expected: .success([[0], [1], [2, 3]])),
        Case(name: "empty variadic", parameters: [p(nil), p(nil), p(nil, variadic: true)], arguments: [a(nil), a(nil)],
             expected: .success([[0], [1], []])),
        Case(name: "trailing closure to a labeled closure parameter",
             parameters: [p("where", closure: true)], arguments: [a(nil, trailing: true)], expected: .success([[0]])),
        Case(name: "trailing closure skips a non-closure defaulted parameter",
             parameters: [p("alignment", default: true), p("spacing", default: true), p("content", closure: true)],
             arguments: [a("spacing"), a(nil, trailing: true)], expected: .success([[], [0], [1]])),
        Case(name: "forward scan keeps the closure for a later required closure",
             parameters: [p("action", default: true, closure: true), p("label", closure: true)],
             arguments: [a(nil, trailing: true)], expected: .success([[], [0]])),
        // swiftc looks for a required parameter only before the one the next trailing closure
        // is labeled for: `save { } onFailure: { }` fills the defaulted `onSuccess` first.
        Case(name: "a labeled trailing closure after it keeps the closure for a defaulted parameter",
             parameters: [p("onSuccess", default: true, closure: true), p("onFailure", closure: true)],
             arguments: [a(nil, trailing: true), a("onFailure", trailing: true)], expected: .success([[0], [1]])),
        Case(name: "several trailing closures", parameters: [p("content", closure: true), p("label", closure: true)],
             arguments: [a(nil, trailing: true), a("label", trailing: true)], expected: .success([[0], [1]])),
        Case(name: "for:of: then the action as a trailing closure",
             parameters: [p("for"), p("of", closure: true), p("action", closure: true)],
             arguments: [a("for"), a("of"), a(nil, trailing: true)], expected: .success([[0], [1], [2]])),
        Case(name: "extra trailing closure", parameters: [p("x")], arguments: [a("x"), a(nil, trailing: true)],
             expected: .failure(.extraArgument(argument: 1))),
    ]

    @Test(arguments: cases) func matches(_ c: Case) {
        #expect(CallMatcher.match(c.parameters, c.arguments) == c.expected)
    }

    @Test func messagesReadLikeTheSwiftCompiler() {
        let parameters = [Self.p("dx"), Self.p("dy")]
        let names = ["dx", "dy"]
        #expect(CallMismatch.wrongLabel(argument: 1, expected: "dy")
            .message(parameters: parameters, parameterNames: names, arguments: [Self.a("dx"), Self.a("dz")])
            == "incorrect argument label in call (have 'dz:', expected 'dy:')")
        #expect(CallMismatch.wrongLabel(argument: 0, expected: "dx")
            .message(parameters: parameters, parameterNames: names, arguments: [Self.a(nil)])
            == "missing argument label 'dx:' in call")
        #expect(CallMismatch.missingArgument(parameter: 1)
            .message(parameters: parameters, parameterNames: names, arguments: [Self.a("dx")])
            == "missing argument for parameter 'dy' in call")
        #expect(CallMismatch.extraArgument(argument: 0)
            .message(parameters: parameters, parameterNames: names, arguments: [Self.a("widht")])
            == "extra argument 'widht' in call")
    }
}
