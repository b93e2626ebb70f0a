import Foundation
import ScrollworkCore
import ScrollworkFrontEnd

extension Compiler {
    /// `.onAppear(perform: startGame)`, `words.map(capitalized)`, `let f = self.record`: a
    /// method of `self` named without a call is a function that calls it on `self`, as Swift's
    /// unapplied method reference is. It is compiled as the closure `{ a, b in self.name(x: a,
    /// b) }` would be, so it captures `self` as that closure does. A `mutating` method of a
    /// struct cannot be referred to so (swiftc: partial application of 'mutating' method).
    func methodReference(_ name: String, range: SourceRange) -> Typed? {
        guard let (_, type, _) = scope.selfScope(), type.fieldIndex[name] == nil, type.computedProperty(named: name) == nil,
              let methods = type.methods(named: name) ?? inherited?.methods(of: type, name), !methods.isEmpty else { return nil }
        // The callee's expected parameter count picks among overloads when it is known.
        let wanted = closureParameterHint?.count
        let method = methods.first { $0.labels.count == wanted } ?? methods[0]
        if method.isMutating, type.kind == .structure {
            return failed("partial application of 'mutating' method is not allowed", at: range)
        }
        // Parameter names no source can spell, so nothing the method's caller wrote is shadowed.
        let names = method.labels.indices.map { "method argument \($0)" }
        let arguments = zip(method.labels, names).map { label, parameter in
            Argument(label: label, value: Expression(kind: .identifier(parameter), range: range), range: range)
        }
        let call = Expression(kind: .postfix(base: Expression(kind: .selfValue, range: range), operations: [
            PostfixOperation(kind: .member(name: name, nameRange: range), range: range),
            PostfixOperation(kind: .call(arguments), range: range),
        ]), range: range)
        let parameters = names.map { ParameterSpec(name: $0, type: nil, isInout: false, range: range) }
        closureParameterHint = nil
        let function = closureFunction(name: name, parameters: parameters, returnType: nil,
                                       body: [Statement(kind: .returnStatement(call), range: range)],
                                       range: range, hint: method.parameterTypes)
        return Typed(closureValue(function, range: range), .function)
    }
}
