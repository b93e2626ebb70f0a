import Foundation
import ScrollworkFrontEnd

/// Folds a `GeometryReader` content closure of the usual shape (see `ReaderPreferenceFold`).
extension BodyChecker {
    /// The folded form of `closure`, compiled in the scope its body was just compiled in (so
    /// its names mean what they mean there), or nil when it has another shape. Its arguments
    /// may read the proxy, literals, types, standard functions, the locals around the closure
    /// (a row's `i`) and the view's stored properties; a closure calling the script's own code
    /// (a computed property, a method, a global) is built as written.
    func readerPreferenceFold(_ closure: ClosureExpression) -> ReaderPreferenceFold? {
        guard let (_, expression) = closure.singleExpression(parameterCount: 1),
              case .postfix(let base, let operations) = expression.kind, operations.count == 3,
              case .identifier("Color") = base.kind, isSwiftUIColor,
              operations[0].memberName == "clear", operations[1].memberName == "preference",
              let arguments = operations[2].callArguments, !BodyChecker.containsClosure(arguments),
              BodyChecker.identifiers(in: arguments).allSatisfy({ readsOnlyItsPlace($0) }) else { return nil }
        let errorsBefore = diagnostics.count
        let receiver = expressionLowering.lower(staticMember("Color", "clear", range: operations[0].range))
        let overloads = surface.members(of: "Color", named: "preference")
        guard let match = surfaceMatch("preference", overloads, arguments, nameRange: operations[1].range),
              case .transform = match.entry.body else {
            diagnostics.removeLast(diagnostics.count - errorsBefore)
            return nil
        }
        let compiled = surfaceArguments(match, arguments, selfType: receiver.type)
        // The body compiled the same arguments cleanly; anything said now would be said twice.
        guard compiled.count == 2, diagnostics.count == errorsBefore else {
            diagnostics.removeLast(diagnostics.count - errorsBefore)
            return nil
        }
        return ReaderPreferenceFold(key: compiled[0].eval, value: compiled[1].eval, range: operations[2].range)
    }

    /// `Color` and its `preference` are SwiftUI's: no script type or local is named `Color`,
    /// and no extension declares a `preference` method.
    private var isSwiftUIColor: Bool {
        types["Color"] == nil && scope.lookup("Color") == nil
            && !surfaceExtensions.values.contains { $0.methods["preference"] != nil }
    }

    /// A name the folded arguments may read: a local (the proxy, a row's `i`), a stored
    /// property of the view, a type, or a standard function (`abs`, `min`).
    private func readsOnlyItsPlace(_ name: String) -> Bool {
        if name == "self" || name.hasPrefix("$") { return false }
        if scope.lookup(name) != nil { return true }
        if let (_, type, _) = scope.selfScope(), type.kind == .structure, type.fieldIndex[name] != nil { return true }
        return globals[name] == nil && functions[name] == nil
            && (types[name] != nil || surface.type(named: name) != nil
                || !surface.overloads(.global, name).isEmpty)
    }
}
