import Foundation
import ScrollworkCore
import ScrollworkFrontEnd

/// The signatures of functions, accessors and globals: what a call of each needs to know
/// (labels, parameter and result types, generic parameters), before any body is compiled.
extension SignatureResolver {
    /// Creates a function's signature now and queues its body.
    func signature(_ decl: FunctionDecl, owner: StructType?, isMutating: Bool, range: SourceRange,
                   staticOwner: StructType? = nil, bodies: inout [PendingBody]) -> ScriptFunction {
        let function = ScriptFunction(name: decl.name, range: range)
        function.isMutating = isMutating
        function.isThrowing = decl.throwing == .throws
        let generics = genericParameters(decl.genericParameters, decl.whereClause)
        let lateDefaults = withGenerics(generics) {
            function.returnType = decl.returnType.map(staticType) ?? .void
            function.publisherOutput = decl.returnType.flatMap(BodyChecker.publisherOutput).map(staticType)
            return declareParameters(decl.parameters, of: function, firstSlot: owner == nil ? 0 : 1)
        }
        declareGenericSlots(decl, of: function, firstSlot: owner == nil ? 0 : 1)
        let context = owner ?? staticOwner ?? declarationContext
        bodies.append(.function(decl, function, owner: owner, staticOwner: staticOwner, context: context,
                                generics: generics, defaults: lateDefaults))
        return function
    }

    /// `<T: Comparable>` and `where T: View`: what each generic parameter stands for.
    func genericParameters(_ parameters: [GenericParameter], _ requirements: [GenericRequirement]) -> [String: StaticType] {
        var generics = [String: StaticType]()
        for parameter in parameters {
            generics[parameter.name] = .generic(parameter.name, constraint: parameter.constraint?.dottedName)
        }
        for requirement in requirements where requirement.kind == .conformance {
            if let name = requirement.left.dottedName, generics[name] != nil {
                generics[name] = .generic(name, constraint: requirement.right.dottedName)
            }
        }
        return generics
    }

    /// Adds the parameters' labels, slots and types to `function`, with placeholders for their
    /// default values: those are compiled with the bodies, once every declaration is known.
    func declareParameters(_ parameters: [Parameter], of function: ScriptFunction, firstSlot: Int) -> [LateEval?] {
        parameters.enumerated().map { index, parameter in
            // `_ values: Int...` is an array of the arguments inside the function.
            if parameter.isVariadic { function.variadicParameter = index }
            function.labels.append(parameter.label)
            if parameter.attributes.contains(where: { SyntaxNames.viewBuilderAttributes.contains($0.name) }) { function.viewBuilderParameters.insert(index) }
            if parameter.attributes.contains(where: { $0.name == "autoclosure" }) { function.autoclosureParameters.insert(index) }
            for attribute in parameter.attributes {
                if let builder = resolveTypeName(attribute.name), builder.isResultBuilder { function.resultBuilderParameters[index] = builder }
            }
            function.parameterNames.append(parameter.name)
            function.parameterSlots.append(index + firstSlot)
            function.parameterTypes.append(parameter.isVariadic ? .array(staticType(parameter.type)) : staticType(parameter.type))
            if case .named("Binding", let arguments) = parameter.type.kind, arguments.count == 1 {
                function.bindingValueTypes[index] = staticType(arguments[0])
            }
            function.inoutFlags.append(parameter.isInout)
            if parameter.type.inoutParameters.contains(true) { function.inoutClosureParameters[index] = parameter.type.inoutParameters }
            if case .magicIdentifier(let kind)? = parameter.defaultValue?.kind { function.callerSiteDefaults[index] = kind }
            let late = parameter.defaultValue.map { _ in LateEval() }
            function.defaults.append(late?.call)
            return late
        }
    }

    /// The hidden slots of `decl`'s generic parameters, after its parameters' own.
    func declareGenericSlots(_ decl: FunctionDecl, of function: ScriptFunction, firstSlot: Int) {
        let names = decl.genericParameters.map(\.name)
        function.genericSlots = names.enumerated().map { (name: $1, slot: firstSlot + decl.parameters.count + $0) }
        for (index, parameter) in decl.parameters.enumerated() {
            // `T.Type`, or `T.Type?` (`type: T.Type? = nil`), whose argument is the type itself.
            var declared = parameter.type
            if case .optional(let wrapped) = declared.kind { declared = wrapped }
            guard case .member(let base, "Type", _) = declared.kind else { continue }
            if let name = base.dottedName, names.contains(name) {
                function.metatypeParameters[index] = name
                if Self.isSelfOfType(named: name, parameter.defaultValue) { function.boundTypeDefaults.insert(index) }
            } else {
                // `[String: Any].Type` is spelled as swiftc spells it: only `[String: Any].self` fits it.
                function.concreteMetatypeParameters[index] = base.dottedName ?? base.spelled
            }
        }
    }

    /// Whether `expression` is `name.self` (a default `_ type: T.Type = T.self`).
    static func isSelfOfType(named name: String, _ expression: Expression?) -> Bool {
        guard case .postfix(let base, let operations)? = expression?.kind, operations.count == 1,
              case .member("self", _) = operations[0].kind, case .identifier(name) = base.kind else { return false }
        return true
    }

    /// A getter (or any body without parameters) as a function; `owner` makes it a method.
    func accessor(_ name: String, _ statements: [Statement], owner: StructType?, returnType: TypeSyntax?,
                  range: SourceRange, isMutating: Bool = false, throwing: Throwing = .none, parameter: String? = nil,
                  staticOwner: StructType? = nil, bodies: inout [PendingBody]) -> ScriptFunction {
        let function = ScriptFunction(name: name, range: range)
        function.isMutating = isMutating
        function.isThrowing = throwing == .throws
        function.returnType = returnType.map(staticType) ?? .unknown
        if parameter != nil {
            function.labels = [nil]
            function.parameterSlots = [owner == nil ? 0 : 1]
            function.parameterTypes = [function.returnType]
            function.inoutFlags = [false]
            function.defaults = [nil]
        }
        bodies.append(.accessor(statements, function, owner: owner, staticOwner: staticOwner, parameter: parameter))
        return function
    }

    /// A top-level `let`/`var`: a slot in the globals' frame (its initial value left for the
    /// body pass), or a computed one, which reads as a call with no arguments.
    func globalVariable(_ decl: VariableDecl, declaration: Declaration, bodies: inout [PendingBody]) {
        let name = declarations.declaredName(decl.name, of: declaration)
        if decl.isComputed {
            guard let getter = decl.getter else { return }
            let function = accessor(decl.name, getter.body.statements, owner: nil, returnType: decl.type,
                                    range: declaration.range, throwing: getter.throwing, bodies: &bodies)
            declarations.functions[decl.name] = nil
            // A global computed variable reads as a call with no arguments.
            let slot = declarations.declareGlobal(name, type: function.returnType, isLet: true, range: decl.nameRange)
            declarations.globalInitializers.append(Machine.GlobalInitializer(slot: slot, eval: { [machine] f in
                try function.run(Frame(size: function.frameSize, parent: nil, context: f.context), machine: machine, at: declaration.range)
            }, range: declaration.range, name: decl.name))
            return
        }
        if declarations.globals[name] != nil {
            error("invalid redeclaration of '\(decl.name)'", at: decl.nameRange)
            return
        }
        let declared = decl.type.map(staticType) ?? .unknown
        let slot = declarations.declareGlobal(name, type: declared, isLet: decl.isLet, range: decl.nameRange)
        guard let initializer = decl.initializer else { return }
        bodies.append(.globalValue(GlobalValue(key: name, name: decl.name, slot: slot, declared: declared, initializer: initializer,
                                               owner: nil, range: declaration.range)))
    }
}
