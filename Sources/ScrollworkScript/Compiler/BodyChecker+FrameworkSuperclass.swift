import ScrollworkFrontEnd

/// A script class whose root superclass is a class the surface simulates (`class
/// FeedDateFormatter: DateFormatter`, `class FeedDecoder: JSONDecoder`), as Swift subclasses
/// it: each instance holds an instance of the framework class (its `frameworkBase`), made by
/// `super.init(…)` or, when none ran, by the class's `init()` where it is first needed. What the
/// script class does not declare (`dateFormat = …`, `decoder.decode(_:from:)`, `super.date(from:)`)
/// is that instance's. The app's overrides answer the app's own calls; where the instance is
/// handed to the framework (`.formatted(formatter)`), the framework's code uses its own
/// implementation, with a located warning when the class overrides one of its members.
extension BodyChecker {
    /// The framework class whose instance each instance of `type` holds: its root's framework
    /// superclass, when the surface simulates that class and it has an `init()`.
    func hostSuperclass(of type: StructType) -> String? {
        guard type.kind == .classType, let framework = frameworkAncestor(of: type), framework != "NSObject",
              surface.type(named: framework)?.kind == .class else { return nil }
        let name = surface.canonical(framework)
        guard surface.overloads(.type(name), "init").contains(where: { $0.signature.parameters.isEmpty }) else { return nil }
        return name
    }

    /// Whether `name` is reached through the framework instance: the class does not declare it
    /// (nor a script superclass) and the framework class has it.
    func reachesFrameworkBase(_ type: StructType, _ name: String) -> String? {
        guard let framework = hostSuperclass(of: type), type.fieldIndex[name] == nil, type.computedProperty(named: name) == nil,
              type.methods(named: name) == nil, !surface.members(of: framework, named: name).isEmpty else { return nil }
        return framework
    }

    /// The framework instance an instance of such a class holds, typed as the framework class.
    func frameworkBase(_ receiver: Typed, _ framework: String, at range: SourceRange) -> Typed {
        let object = receiver.eval, make = frameworkInstanceMaker(framework, at: range)
        return Typed({ f in try Self.frameworkBase(of: try object(f), make: make, f) }, .named(framework))
    }

    /// The framework instance as a place: a change of it (`dateFormat = format`) is kept.
    func frameworkBaseLValue(_ base: LValue, _ framework: String, at range: SourceRange) -> LValue {
        let make = frameworkInstanceMaker(framework, at: range)
        return LValue(get: { f in try Self.frameworkBase(of: try base.get(f), make: make, f) }, modify: { f, body in
            let holder = try base.get(f)
            var instance = try Self.frameworkBase(of: holder, make: make, f)
            try body(&instance)
            if case .object(let object) = holder { object.frameworkBase = instance }
        })
    }

    /// `super.init(…)` of such a class: the framework class's initialiser with these arguments
    /// makes the instance `self` holds.
    func frameworkSuperInit(_ framework: String, _ arguments: [Argument], range: SourceRange) -> TypedExpression {
        let made = frameworkInstanceCall(framework, arguments, at: range)
        let selfEval = expressionLowering.lower(selfValue(range: range)).eval
        return .voidCall { f in
            if case .object(let object) = try selfEval(f) { object.frameworkBase = try made.eval(f) }
            return .none
        }
    }

    /// An argument given to the framework where its class is wanted: the framework instance it
    /// holds. Where the class overrides one of the framework class's members, the framework's
    /// own code does not call the override here: a located warning says so.
    func frameworkArgument(_ compiled: Typed, wanted: StaticType, at range: SourceRange) -> Typed {
        guard case .record(let ref) = compiled.type.unwrapped, let framework = hostSuperclass(of: ref.type),
              case .named(let wantedName) = wanted.unwrapped, surface.lineage(of: framework).contains(surface.canonical(wantedName)) else {
            return compiled
        }
        if let overridden = overriddenFrameworkMember(ref.type, framework) {
            warning("'\(ref.type.name)' overrides '\(overridden)' of \(framework), which the framework's own code does not call here: "
                    + "it uses \(framework)'s", at: range)
        }
        return frameworkBase(compiled, framework, at: range)
    }

    /// The first member of the framework class a class (or a script superclass) declares again.
    private func overriddenFrameworkMember(_ type: StructType, _ framework: String) -> String? {
        var current: StructType? = type
        while let declaring = current {
            for name in declaring.methods.keys.sorted() where !surface.members(of: framework, named: name).isEmpty {
                return declaring.methods[name]?.first.map { ScriptFunction.compoundName(name, labels: $0.labels) } ?? name
            }
            if let name = declaring.computed.keys.sorted().first(where: { !surface.members(of: framework, named: $0).isEmpty }) { return name }
            current = declaring.superclass
        }
        return nil
    }

    private func frameworkInstanceMaker(_ framework: String, at range: SourceRange) -> Eval {
        frameworkInstanceCall(framework, [], at: range).eval
    }

    /// `DateFormatter(arguments)`, compiled as written.
    private func frameworkInstanceCall(_ framework: String, _ arguments: [Argument], at range: SourceRange) -> Typed {
        let call = PostfixOperation(kind: .call(arguments), range: range)
        return expression(Expression(kind: .postfix(base: Expression(kind: .identifier(framework), range: range), operations: [call]), range: range))
    }

    private static func frameworkBase(of holder: Value, make: Eval, _ frame: Frame) throws -> Value {
        guard case .object(let object) = holder else { throw RuntimeFailure(RuntimeMessages.typeMismatch("class instance", holder)) }
        if let base = object.frameworkBase { return base }
        let base = try make(frame)
        object.frameworkBase = base
        return base
    }
}
