import Foundation
import ScrollworkCore
import ScrollworkFrontEnd

/// What loading declarations produced besides code: names the host lists.
struct DeclaredNames {
    var targetBehaviors: [String] = []
    var stickyBehaviors: [String] = []
    var views: [String] = []
    var previewTitles: [String] = []
}

extension Compiler {
    static let allowedImports = UnsimulatedModuleNames.standIns

    /// Runs `body` with `type` as the type whose members are being declared, so names in
    /// signatures resolve as inside it (nested types, generic parameters, `Self`).
    func withDeclarationContext<T>(_ type: StructType?, _ body: () -> T) -> T {
        let saved = declarationContext
        declarationContext = type
        defer { declarationContext = saved }
        return body()
    }

    /// A top-level `let`/`var`: a slot in the globals' frame (its initial value left for the
    /// body pass), or a computed one, which reads as a call with no arguments.
    func globalVariable(_ decl: VariableDecl, declaration: Declaration, bodies: inout [PendingBody]) {
        let name = declaredName(decl.name, of: declaration)
        if decl.isComputed {
            guard let getter = decl.getter else { return }
            let function = accessor(decl.name, getter.body.statements, owner: nil, returnType: decl.type,
                                    range: declaration.range, bodies: &bodies)
            functions[decl.name] = nil
            // A global computed variable reads as a call with no arguments.
            let slot = declareGlobal(name, type: function.returnType, isLet: true, range: decl.nameRange)
            globalInitializers.append(Machine.GlobalInitializer(slot: slot, eval: { [machine] f in
                try function.run(Frame(size: function.frameSize, parent: nil, context: f.context), machine: machine, at: declaration.range)
            }, range: declaration.range, name: decl.name))
            return
        }
        if globals[name] != nil {
            error("invalid redeclaration of '\(decl.name)'", at: decl.nameRange)
            return
        }
        let declared = decl.type.map(staticType) ?? .unknown
        let slot = declareGlobal(name, type: declared, isLet: decl.isLet, range: decl.nameRange)
        guard let initializer = decl.initializer else { return }
        bodies.append(.globalValue(GlobalValue(key: name, name: decl.name, slot: slot, declared: declared, initializer: initializer,
                                               owner: nil, range: declaration.range)))
    }

    /// The initial value of a global or a static stored property, run in slot order before any scene.
    func compileGlobalValue(_ value: GlobalValue) {
        // Run against the globals' frame, so any slot it needs comes from a frame of its own.
        let compiled = isolatedTyped(staticOwner: value.owner) { expression(value.initializer, expected: value.declared) }
        // A top-level one as a local: `let a: Int = []` is swiftc's "cannot convert value of type '[Any]'".
        if value.owner == nil { checkConvertible(compiled, to: value.declared, at: value.initializer.range, role: .specified) }
        if value.declared == .unknown { globals[value.key]?.type = compiled.type }
        let eval = compiled.eval, declared = value.declared
        globalInitializers.append(Machine.GlobalInitializer(
            slot: value.slot, eval: { f in coerce(try eval(f), to: declared) }, range: value.range, name: value.name))
    }

    /// Creates a function's signature now and queues its body.
    func signature(_ decl: FunctionDecl, owner: StructType?, isMutating: Bool, range: SourceRange,
                   staticOwner: StructType? = nil, bodies: inout [PendingBody]) -> ScriptFunction {
        let function = ScriptFunction(name: decl.name, range: range)
        function.isMutating = isMutating
        function.isThrowing = decl.throwing == .throws
        let generics = genericParameters(decl.genericParameters, decl.whereClause)
        let saved = genericContext
        genericContext.merge(generics) { _, new in new }
        function.returnType = decl.returnType.map(staticType) ?? .void
        let lateDefaults = declareParameters(decl.parameters, of: function, firstSlot: owner == nil ? 0 : 1)
        declareGenericSlots(decl, of: function, firstSlot: owner == nil ? 0 : 1)
        genericContext = saved
        let context = owner ?? staticOwner ?? declarationContext
        bodies.append(.function(decl, function, owner: owner, staticOwner: staticOwner, context: context,
                                generics: generics, defaults: lateDefaults))
        return function
    }

    /// The body and default values `signature` left, in the scope of the function's declaration.
    func compileFunctionBody(_ decl: FunctionDecl, _ function: ScriptFunction, owner: StructType?, staticOwner: StructType?,
                             context: StructType?, generics: [String: StaticType], defaults: [LateEval?]) {
        compileDefaults(decl.parameters, defaults, in: context)
        let scope = FunctionScope(parent: nil, selfType: owner, isMutating: function.isMutating, returnType: function.returnType)
        scope.errors.propagates = decl.throwing != .none
        scope.staticOwner = staticOwner ?? (owner == nil ? context : nil)
        scope.generics = generics
        withScope(scope) {
            for (index, parameter) in decl.parameters.enumerated() {
                self.scope.declare(parameter.name, type: function.parameterTypes[index], isLet: !parameter.isInout,
                                   range: parameter.range)
            }
            declareGenericLocals(of: function, range: function.range)
            let subject = "'\(decl.name)(\(decl.parameters.map { ($0.label ?? "_") + ":" }.joined()))'"
            function.body = leavingOutUnsimulated(subject) {
                functionBody(decl.body.statements, returnType: function.returnType)
            }
            function.frameSize = self.scope.slotCount
        }
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
            function.parameterNames.append(parameter.name)
            function.parameterSlots.append(index + firstSlot)
            function.parameterTypes.append(parameter.isVariadic ? .array(staticType(parameter.type)) : staticType(parameter.type))
            function.inoutFlags.append(parameter.isInout)
            let late = parameter.defaultValue.map { _ in LateEval() }
            function.defaults.append(late?.call)
            return late
        }
    }

    /// Compiles the default values `declareParameters` left placeholders for, as static code of
    /// `context` (the type declaring the function), where their names resolve.
    func compileDefaults(_ parameters: [Parameter], _ lateDefaults: [LateEval?], in context: StructType?) {
        for (parameter, late) in zip(parameters, lateDefaults) {
            guard let late, let value = parameter.defaultValue else { continue }
            late.eval = isolated(staticOwner: context) { expression(value, expected: staticType(parameter.type)).eval }
        }
    }

    /// A getter (or any body without parameters) as a function; `owner` makes it a method.
    func accessor(_ name: String, _ statements: [Statement], owner: StructType?, returnType: TypeSyntax?,
                  range: SourceRange, isMutating: Bool = false, parameter: String? = nil,
                  staticOwner: StructType? = nil, bodies: inout [PendingBody]) -> ScriptFunction {
        let function = ScriptFunction(name: name, range: range)
        function.isMutating = isMutating
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

    /// The body `accessor` left, with its `newValue` or `oldValue` if it has one.
    func compileAccessorBody(_ statements: [Statement], _ function: ScriptFunction, owner: StructType?, staticOwner: StructType?,
                             parameter: String?) {
        let scope = FunctionScope(parent: nil, selfType: owner, isMutating: function.isMutating, returnType: function.returnType)
        scope.staticOwner = staticOwner
        withScope(scope) {
            if let parameter { self.scope.declare(parameter, type: function.returnType, isLet: true, range: function.range) }
            function.body = leavingOutUnsimulated("'\(function.name)'") { functionBody(statements, returnType: function.returnType) }
            function.frameSize = self.scope.slotCount
        }
    }

    /// Compiles an expression outside any function (defaults, initial values); it must not need slots.
    func isolated(staticOwner: StructType? = nil, _ body: () -> Eval) -> Eval {
        let scope = FunctionScope(parent: nil, selfType: nil, isMutating: false, returnType: .unknown)
        scope.staticOwner = staticOwner
        let eval = withScope(scope) { outsideUnits(body) }
        if scope.slotCount == 0 { return eval }
        let size = scope.slotCount
        return { f in try eval(Frame(size: size, parent: nil, context: f.context)) }
    }
}
