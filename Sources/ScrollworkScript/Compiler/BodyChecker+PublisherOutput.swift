import Foundation
import ScrollworkCore
import ScrollworkFrontEnd

/// A generic function's parameter fixed by what its caller does with the publisher it
/// returns, as swiftc infers it from the whole expression. With
/// `func fetch<T: Decodable>(_ name: String) -> AnyPublisher<T, Error>`, `T` is fixed by
///
/// - a closure parameter's declared type further down the chain
///   (`.sink { (items: [Item]) in … }`, `.map { (response: Response) in … }`);
/// - the value an operator takes in place of a value (`.replaceError(with: Response())`);
/// - the publisher type the enclosing function declares it returns
///   (`func items() -> AnyPublisher<[Item], Error> { fetch("items") }`), or the local or
///   stored property it is assigned to declares (`var feed: AnyPublisher<[Item], Error>?`).
///
/// The operators that pass their upstream's values on unchanged (`receive(on:)`,
/// `eraseToAnyPublisher()`) carry the unfixed parameter on to the next step.
extension BodyChecker {
    /// The publishers whose first generic argument is their `Output`.
    private static let outputFirstPublishers: Set<String> = [
        "AnyPublisher", "Just", "Future", "CurrentValueSubject", "PassthroughSubject", "Fail", "Empty", "Record",
    ]

    /// The operators whose result publishes its upstream's values as they are (or fewer of them).
    private static let outputPreservingOperators: Set<String> = [
        "eraseToAnyPublisher", "receive", "subscribe", "mapError", "replaceError", "replaceEmpty", "catch", "tryCatch",
        "retry", "handleEvents", "removeDuplicates", "filter", "tryFilter", "debounce", "throttle", "delay", "dropFirst",
        "drop", "prefix", "first", "last", "setFailureType", "share", "print", "breakpoint", "timeout", "assertNoFailure",
    ]

    /// Whether the argument of `operation` labelled so is a value of the upstream's `Output`,
    /// or a closure whose first parameter is one.
    private static func givesOutput(_ operation: String, label: String?) -> Bool {
        switch (operation, label) {
        case ("sink", "receiveValue"), ("sink", nil), ("handleEvents", "receiveOutput"), ("replaceError", "with"), ("replaceEmpty", "with"):
            return true
        case ("map", nil), ("tryMap", nil), ("compactMap", nil), ("tryCompactMap", nil), ("flatMap", nil), ("filter", nil), ("tryFilter", nil),
             ("removeDuplicates", "by"), ("first", "where"), ("last", "where"), ("drop", "while"), ("prefix", "while"):
            return true
        default:
            return false
        }
    }

    /// The syntax of the `Output` a declared publisher type names (`[T]` of
    /// `AnyPublisher<[T], Error>`, or of an optional one); nil for any other type.
    static func publisherOutput(of syntax: TypeSyntax) -> TypeSyntax? {
        if case .optional(let wrapped) = syntax.kind { return publisherOutput(of: wrapped) }
        guard case .named(let name, let arguments) = syntax.kind, outputFirstPublishers.contains(name) else { return nil }
        return arguments.first
    }

    /// `receiver.name(arguments)` when the receiver is a generic call's publisher whose
    /// `Output` names a parameter its arguments left unfixed: fixes it from what the step
    /// says of the values, and carries it on through an operator that keeps them.
    func publisherStep(_ receiver: Typed, _ name: String, _ arguments: [Argument], result: Typed) -> Typed {
        guard let binding = receiver.genericArguments, !binding.isComplete, let output = binding.function.publisherOutput else { return result }
        for argument in arguments where Self.givesOutput(name, label: argument.label) {
            if let type = declaredValueType(argument.value) { unify(binding, output, type) }
        }
        guard Self.outputPreservingOperators.contains(name), !binding.isComplete else { return result }
        var carried = result
        carried.genericArguments = binding
        return carried
    }

    /// Fixes what a call's publisher leaves open from the `Output` of the publisher type its
    /// place declares: the enclosing function's result, a local's or a stored property's type.
    func bindDeclaredPublisher(_ typed: Typed, output declared: StaticType?) {
        guard let declared, let binding = typed.genericArguments, !binding.isComplete,
              let output = binding.function.publisherOutput else { return }
        unify(binding, output, declared)
    }

    /// The `Output` a declared type names when it is a publisher type.
    func publisherOutputType(_ syntax: TypeSyntax?) -> StaticType? {
        syntax.flatMap(Self.publisherOutput).map(staticType)
    }

    /// The `Output` of the publisher type the stored property an assignment writes declares
    /// (`feed = api.fetch()` or `self.feed = …` of `var feed: AnyPublisher<[Item], Never>?`).
    func assignedPublisherOutput(_ target: Expression) -> StaticType? {
        let name: String
        switch target.kind {
        case .identifier(let identifier) where scope.lookup(identifier) == nil:
            name = identifier
        case .postfix(let base, let operations) where operations.count == 1:
            guard case .selfValue = base.kind, case .member(let member, _) = operations[0].kind else { return nil }
            name = member
        default:
            return nil
        }
        guard let type = scope.selfType, let index = type.fieldIndex[name] else { return nil }
        return type.fieldPublisherOutputs[index]
    }

    /// The type of the values an argument says the publisher delivers: the first parameter
    /// a closure declares (`{ (items: [Item]) in … }`), or the type a value is made of
    /// (`Response(total: 0, results: [])`). Nil when the argument does not say.
    private func declaredValueType(_ argument: Expression) -> StaticType? {
        switch argument.kind {
        case .closure(let closure):
            guard let parameter = closure.parameters?.first, let syntax = parameter.type else { return nil }
            return staticType(syntax)
        case .postfix(let base, let operations):
            guard operations.count == 1, operations[0].callArguments != nil, case .identifier(let name) = base.kind,
                  let type = resolveTypeName(name) else { return nil }
            return staticType(TypeSyntax(kind: .named(type.name, genericArguments: []), range: base.range))
        default:
            return nil
        }
    }
}
