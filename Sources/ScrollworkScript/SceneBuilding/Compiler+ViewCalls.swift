import Foundation
import ScrollworkCore
import ScrollworkScene

extension Compiler {
    /// `VStack(spacing: 8) { … }`, `Text("a")`, `ForEach(0..<10) { i in … }`: the builtin views.
    /// SwiftUI views outside the subset give a located warning and become `EmptyView`.
    func viewConstructorCall(_ name: String, _ arguments: [Argument], range: SourceRange, nameRange: SourceRange) -> Typed? {
        guard types[name] == nil else { return nil }
        if name == "withAnimation" { return withAnimationCall(arguments, range: range) }
        if ViewConstructors.unsupported.contains(name) {
            warning(SceneMessages.unsupportedView(name), at: nameRange)
            return .constant(.host(ViewValue(ViewNode.empty)), .unknown)
        }
        // Gradients only colour what they fill; their stops are not evaluated.
        if name == "LinearGradient" || name == "RadialGradient" || name == "AngularGradient" {
            return .constant(.host(ViewValue(ViewNode(.linearGradient))), .unknown)
        }
        guard let view = ViewConstructors.Name(rawValue: name) else { return nil }
        let builders = ViewConstructors.builderArguments(name, arguments)
        let evals = arguments.enumerated().map { index, argument in
            builders.contains(index) ? viewArgument(argument.value) : expression(argument.value).eval
        }
        let labels = arguments.map(\.label)
        return Typed({ f in
            let values = try evals.map { try $0(f) }
            return try located(range) {
                try ViewConstructors.make(view, ViewArguments(labels: labels, values: values), range: range)
            }
        }, .unknown)
    }

    /// `withAnimation(.spring) { … }`: the closure runs at once and its state changes apply;
    /// the layout change they cause animates over 0.3 s (whatever the animation argument).
    private func withAnimationCall(_ arguments: [Argument], range: SourceRange) -> Typed {
        let evals = arguments.compactMap { argument -> Eval? in
            guard case .closure = argument.value.kind else { return nil }
            return expression(argument.value).eval
        }
        guard let body = evals.last else { return failed("withAnimation needs a closure", at: range) }
        return Typed({ f in
            guard case .function(let closure) = try body(f) else { return .none }
            return try located(range) {
                guard let runtime = SceneRuntime.current else { return try closure.call([]) }
                return try runtime.animating { try closure.call([]) }
            }
        }, .unknown)
    }

    /// `.flexible()`, `.fixed(80)`, `.adaptive(minimum: 100)`, `.visible(0.9)`, `.inset(by: 20)`.
    func viewImplicitCall(_ name: String, _ arguments: [Argument], range: SourceRange) -> Typed? {
        if name == "constant", arguments.count == 1 {
            // `.constant(true)` for a `@Binding` parameter: storage nothing else writes to.
            let value = expression(arguments[0].value).eval
            return Typed({ f in .host(StateBox(name: "constant", value: try value(f), owner: nil)) }, .unknown)
        }
        guard ["flexible", "fixed", "adaptive", "visible", "inset"].contains(name) else { return nil }
        let evals = arguments.map { expression($0.value, expected: .double).eval }
        let labels = arguments.map(\.label)
        return Typed({ f in
            let args = ViewArguments(labels: labels, values: try evals.map { try $0(f) })
            return try located(range) { try ViewConstructors.argument(name, args) }
        }, .unknown)
    }

    /// `Color.red`, `Color.accentColor`: colours as views.
    func viewStaticMember(_ base: Expression, _ name: String, range: SourceRange) -> Typed? {
        // `CGFloat.self` (the `for:` of onScrollGeometryChange): only the type's name matters.
        if name == "self", case .identifier(let typeName) = base.kind, scope.lookup(typeName) == nil {
            return .constant(.type(.builtin(typeName)), .unknown)
        }
        guard case .identifier("Color") = base.kind, types["Color"] == nil, scope.lookup("Color") == nil else { return nil }
        return .constant(.host(ViewValue(.color(name))), .unknown)
    }
}

/// Messages of scene building, next to the code that emits them.
enum SceneMessages {
    static func unsupportedView(_ name: String) -> String {
        "'\(name)' is not supported in scrollwork scenes; it is left out"
    }
    static func unsupportedModifier(_ name: String) -> String {
        "'\(name)' is not supported in scrollwork scenes; ignored"
    }
}
