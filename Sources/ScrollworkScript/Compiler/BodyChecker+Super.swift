import ScrollworkFrontEnd

extension BodyChecker {
    /// `super.init(…)`, `super.name(…)` and `super.name` in a class's members: the superclass's
    /// initialiser, method or computed property, run on `self` whatever the class overrides.
    /// A class whose superclass is Foundation's `NSObject` has its `init()`, which sets nothing;
    /// another member of a framework superclass is a warning and a placeholder.
    func superChain(_ base: Expression, _ operations: [PostfixOperation], expected: StaticType) -> TypedExpression {
        guard let (_, type, _) = scope.selfScope() else { return failure(SuperMessages.outsideClass, at: base.range) }
        guard type.kind == .classType else { return failure(SuperMessages.nonClass(type.name), at: base.range) }
        guard case .member(let name, let nameRange) = operations[0].kind else {
            return failure(SuperMessages.alone, at: base.range)
        }
        let arguments = operations.count > 1 ? operations[1].callArguments : nil
        let rest = Array(operations.dropFirst(arguments == nil ? 1 : 2))
        let head: TypedExpression
        if name == "init" {
            guard let arguments else { return failure(SuperMessages.alone, at: base.range) }
            head = superInit(type, arguments, nameRange: nameRange, range: operations[1].range)
        } else if let superclass = type.superclass {
            let receiver = Receiver.value(expressionLowering.lower(selfValue(range: base.range)).eval)
            if let arguments, let methods = superclass.methods(named: name) {
                guard let function = matchingFunction(name, methods, arguments, range: nameRange) else { return .noValue }
                head = scriptCall(function, receiver: receiver, arguments, range: operations[1].range)
            } else if let getter = superclass.computedProperty(named: name) {
                // A computed property of the superclass (a call of its value follows, if any).
                let read = scriptCall(getter, receiver: receiver, [], range: nameRange)
                return postfixChain(base, Array(operations.dropFirst()), expected: expected, head: read)
            } else {
                // A stored property is the instance's own, whichever class declares it.
                return postfixChain(Expression(kind: .selfValue, range: base.range), operations, expected: expected)
            }
        } else if let framework = hostSuperclass(of: type), !surface.members(of: framework, named: name).isEmpty {
            // `super.date(from: string)` in a DateFormatter subclass: the framework instance's own.
            let instance = frameworkBase(expressionLowering.lower(selfValue(range: base.range)), framework, at: nameRange)
            head = arguments.map { memberCall(instance, name, $0, nameRange: nameRange, range: operations[1].range, asPlace: { nil }) }
                ?? memberRead(instance, name, nameRange: nameRange, range: nameRange)
        } else if let framework = frameworkSuperclass(of: type) {
            // What the framework's own implementation does (`UIViewController.viewDidLoad()`,
            // `NSObject.description`) is not simulated: one located warning, a placeholder.
            if let arguments { compileDiscarding(arguments) }
            warning(SuperMessages.frameworkMember(name, of: framework), at: nameRange)
            head = .placeholder(.value(name: name))
        } else {
            return failure(SuperMessages.rootClass(type.name), at: base.range)
        }
        return postfixChain(base, rest, expected: expected, head: head)
    }

    /// The framework class a script class inherits from (`NSObject`, `UIViewController`, a
    /// class of the surface), written first in its inheritance list as Swift requires.
    func frameworkSuperclass(of type: StructType) -> String? {
        guard type.superclass == nil, let first = type.conformances.first else { return nil }
        let isClass = first == "NSObject" || UIKitRepresentables.viewMachineryNames.contains(first)
            || surface.type(named: first)?.kind == .class
        return isClass ? first : nil
    }

    /// Whether the framework class a script class descends from has a member of this name
    /// (`managedObjectContext` in an `NSManagedObject` subclass), which its methods reach
    /// without `self.`, as in Swift.
    func frameworkAncestorHasMember(_ type: StructType, _ name: String) -> Bool {
        guard let framework = frameworkAncestor(of: type) else { return false }
        return !surface.members(of: framework, named: name).isEmpty
    }

    /// The framework class a script class descends from, through its script superclasses.
    func frameworkAncestor(of type: StructType) -> String? {
        var root = type
        while let superclass = root.superclass { root = superclass }
        return frameworkSuperclass(of: root)
    }

    /// `super.init(…)` in an initialiser: the superclass's initialiser (its own or the one it
    /// inherits) sets up the instance being made, which stays `self`.
    private func superInit(_ type: StructType, _ arguments: [Argument], nameRange: SourceRange, range: SourceRange) -> TypedExpression {
        guard isInitializerScope else { return failure(SuperMessages.initOutsideInitializer, at: nameRange) }
        guard let superclass = type.superclass else {
            if let framework = hostSuperclass(of: type) { return frameworkSuperInit(framework, arguments, range: range) }
            guard frameworkSuperclass(of: type) == "NSObject" else { return failure(SuperMessages.rootClass(type.name), at: nameRange) }
            if let extra = arguments.first { return failure("argument passed to call that takes no arguments", at: extra.range) }
            return .voidCall(nil)
        }
        guard let owner = superclass.initializerOwner else {
            // No superclass declares one: theirs is `init()`, setting the properties' initial values.
            if let extra = arguments.first { return failure("argument passed to call that takes no arguments", at: extra.range) }
            return .voidCall(nil)
        }
        guard let function = matchingFunction("init", owner.initializers, arguments, range: nameRange) else { return .noValue }
        guard function.failedSlot == nil else {
            return failure(SuperMessages.failable(ScriptFunction.compoundName("init", labels: function.labels)), at: nameRange)
        }
        let selfEval = expressionLowering.lower(selfValue(range: nameRange)).eval
        return .voidCall(expressionLowering.lower(scriptCall(function, receiver: .value(selfEval), arguments, range: range)).eval)
    }
}

/// The messages of `super`, as swiftc words them.
enum SuperMessages {
    static let alone = "'super' may be used only to access a superclass member, subscript, or initializer"
    static let outsideClass = "'super' cannot be used outside of a class computed property, method, initializer, deinitializer, or subscript"
    static let initOutsideInitializer = "'super.init' cannot be called outside of an initializer"

    static func nonClass(_ name: String) -> String {
        "'super' cannot be used in non-class type '\(name)'"
    }

    static func failable(_ name: String) -> String {
        "a non-failable initializer cannot chain to failable initializer '\(name)' written with 'init?'"
    }

    static func frameworkMember(_ name: String, of framework: String) -> String {
        "'super.\(name)' is not simulated: what '\(framework)' itself does there is left out"
    }

    static func rootClass(_ name: String) -> String {
        "'super' cannot be used in class '\(name)' because it has no superclass"
    }
}
