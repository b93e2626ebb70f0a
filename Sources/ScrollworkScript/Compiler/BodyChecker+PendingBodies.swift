import Foundation
import ScrollworkCore
import ScrollworkFrontEnd

/// The body pass over what resolving left (`PendingBody`): each body compiled into the function
/// or late value its signature already handed out, in the scope of its declaration.
extension BodyChecker {
    /// The body pass: compiles one body the resolver left.
    func compile(_ pending: PendingBody) {
        file = pending.range.file
        bodyPosition = pending.range
        switch pending {
        case .function(let decl, let function, let owner, let staticOwner, let context, let generics, let defaults):
            compileFunctionBody(decl, function, owner: owner, staticOwner: staticOwner, context: context,
                                generics: generics, defaults: defaults)
        case .accessor(let statements, let function, let owner, let staticOwner, let parameter):
            compileAccessorBody(statements, function, owner: owner, staticOwner: staticOwner, parameter: parameter)
        case .initializer(let decl, let function, let owner, let generics, let defaults):
            compileInitializerBody(decl, function, owner: owner, generics: generics, defaults: defaults)
        case .viewProperty(let statements, let function, let owner):
            compileViewProperty(statements, function, owner: owner)
        case .viewFunction(let decl, let function, let owner, let isStatic, let generics, let defaults):
            compileViewFunction(decl, function, owner: owner, isStatic: isStatic, generics: generics, defaults: defaults)
        case .globalValue(let value):
            compileGlobalValue(value)
        case .fieldDefault(let initializer, let late, let owner, let field, let declared):
            compileFieldDefault(initializer, late, owner: owner, field: field, declared: declared)
        case .caseDefault(let value, let late, let owner, let expected):
            late.eval = isolated(staticOwner: owner) { expression(value, expected: expected).eval }
        case .query(let call, let late, let owner, let model):
            let query = isolatedTyped(staticOwner: owner) { expression(call) }.eval
            // A generic parameter's class is the instance's, set when its body runs (`QueryFields`).
            late.eval = model.map { model in { f in ModelGenericArgument.specialize(try query(f), to: model) } } ?? query
        case .preview(let statements, let function):
            let scope = FunctionScope(parent: nil, selfType: nil, isMutating: false, returnType: .unknown)
            scope.isPreviewBody = true
            withScope(scope) {
                function.body = viewBuilderBlock(statements)
                function.frameSize = scope.slotCount
            }
        }
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

    /// The body and default values `signature` left, in the scope of the function's declaration.
    func compileFunctionBody(_ decl: FunctionDecl, _ function: ScriptFunction, owner: StructType?, staticOwner: StructType?,
                             context: StructType?, generics: [String: StaticType], defaults: [LateEval?]) {
        // Only an `@NSManaged` method is declared with no body outside a protocol.
        if !decl.hasBody, let owner { return compileManagedAccessor(decl, function, owner: owner) }
        compileDefaults(decl.parameters, of: function, defaults, in: context)
        let scope = FunctionScope(parent: nil, selfType: owner, isMutating: function.isMutating, returnType: function.returnType)
        scope.errors.propagates = decl.throwing != .none
        scope.staticOwner = staticOwner ?? (owner == nil ? context : nil)
        scope.generics = generics
        scope.publisherOutput = function.publisherOutput
        let name = Self.compoundName(decl.name, decl.parameters)
        scope.functionName = name
        withScope(scope) {
            for (index, parameter) in decl.parameters.enumerated() {
                self.scope.declare(parameter.name, type: function.parameterTypes[index], isLet: !parameter.isInout,
                                   metatypeOf: function.concreteMetatypeParameters[index], range: parameter.range)
            }
            declareGenericLocals(of: function, range: function.range)
            function.body = leavingOutUnsimulated("'\(name)'") {
                functionBody(decl.body.statements, returnType: function.returnType)
            }
            function.frameSize = self.scope.slotCount
        }
    }

    /// Compiles the default values `declareParameters` left placeholders for, as static code of
    /// `context` (the type declaring the function), where their names resolve. Each is expected
    /// to have its parameter's type as `function`'s signature resolved it, generics included.
    func compileDefaults(_ parameters: [Parameter], of function: ScriptFunction, _ lateDefaults: [LateEval?], in context: StructType?) {
        for (index, (parameter, late)) in zip(parameters, lateDefaults).enumerated() {
            // `T.self` is the type each call binds, given by the call (`scriptCall`), not compiled here.
            guard let late, var value = parameter.defaultValue, !function.boundTypeDefaults.contains(index) else { continue }
            if parameter.attributes.contains(where: { $0.name == "autoclosure" }) { value = Self.autoclosure(value) }
            let type = function.parameterTypes[index]
            late.eval = isolated(staticOwner: context) {
                if let valueType = function.bindingValueTypes[index], let constant = constantBinding(value, of: valueType) { return constant }
                return expression(value, expected: type).eval
            }
        }
    }

    /// The body `accessor` left, with its `newValue` or `oldValue` if it has one.
    func compileAccessorBody(_ statements: [Statement], _ function: ScriptFunction, owner: StructType?, staticOwner: StructType?,
                             parameter: String?) {
        // A setter or an observer (it has a parameter, of the property's type) returns nothing:
        // its one expression (`didSet { Task { … } }`) is no value to return.
        let returnType: StaticType = parameter == nil ? function.returnType : .void
        let scope = FunctionScope(parent: nil, selfType: owner, isMutating: function.isMutating, returnType: returnType)
        scope.staticOwner = staticOwner
        scope.functionName = function.name
        scope.errors.propagates = function.isThrowing
        scope.isPreviewBody = staticOwner != nil && PreviewProviders.isPreviewProperty(function.name)
        withScope(scope) {
            if let parameter { self.scope.declare(parameter, type: function.returnType, isLet: true, range: function.range) }
            function.body = leavingOutUnsimulated("'\(function.name)'") { functionBody(statements, returnType: returnType) }
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
    /// A stored property's initial value, the default `storedProperty` left; it gives the field
    /// its type when the declaration does not.
    func compileFieldDefault(_ initializer: Expression, _ late: LateEval, owner type: StructType, field index: Int,
                             declared: StaticType) {
        var fieldType = declared
        let compiled = isolatedTyped(staticOwner: type) { expression(initializer, expected: fieldType) }
        checkConvertible(compiled, to: fieldType, at: initializer.range, role: .specified)
        if fieldType == .unknown {
            fieldType = compiled.type
            type.fieldTypes[index] = compiled.type
        }
        let eval = compiled.eval, coerced = fieldType
        late.eval = { f in coerce(try eval(f), to: coerced) }
    }

    /// The body and default values `initializer` left; inside it `let` properties may be assigned.
    func compileInitializerBody(_ decl: InitializerDecl, _ function: ScriptFunction, owner type: StructType,
                                generics: [String: StaticType], defaults: [LateEval?]) {
        compileDefaults(decl.parameters, of: function, defaults, in: type)
        let scope = FunctionScope(parent: nil, selfType: type, isMutating: true, returnType: .void)
        scope.generics = generics
        scope.errors.propagates = decl.throwing != .none
        let name = Self.compoundName("init", decl.parameters)
        scope.functionName = name
        let saved = (isInitializerScope, initializerDelegates)
        isInitializerScope = true
        initializerDelegates = false
        defer { (isInitializerScope, initializerDelegates) = saved }
        withScope(scope) {
            for (index, parameter) in decl.parameters.enumerated() {
                self.scope.declare(parameter.name, type: function.parameterTypes[index], isLet: true, range: parameter.range)
            }
            if decl.isFailable {
                let slot = self.scope.newSlot()
                self.scope.failedInitSlot = slot
                function.failedSlot = slot
            }
            function.body = leavingOutUnsimulated("'\(name)'", initializerOf: type) { block(decl.body.statements) }
            function.frameSize = self.scope.slotCount
            function.delegatesInitialization = initializerDelegates
        }
    }

    func isolatedTyped(staticOwner: StructType? = nil, _ body: () -> Typed) -> Typed {
        var type = StaticType.unknown
        let eval = isolated(staticOwner: staticOwner) {
            let compiled = body()
            type = compiled.type
            return compiled.eval
        }
        return Typed(eval, type)
    }
    /// The view builder `viewBody` left, a method of `type` without parameters.
    func compileViewProperty(_ statements: [Statement], _ function: ScriptFunction, owner type: StructType) {
        let scope = FunctionScope(parent: nil, selfType: type, isMutating: false, returnType: .unknown)
        scope.functionName = function.name
        withScope(scope) {
            let diagnosticsBefore = diagnostics.count
            function.body = viewBuilderBlock(statements)
            function.frameSize = self.scope.slotCount
            if diagnostics.count == diagnosticsBefore { function.textRowTemplate = bodyTemplate(statements, of: type) }
        }
    }

    /// The view builder and default values `viewFunction` left.
    func compileViewFunction(_ decl: FunctionDecl, _ function: ScriptFunction, owner type: StructType, isStatic: Bool,
                             generics: [String: StaticType], defaults: [LateEval?]) {
        compileDefaults(decl.parameters, of: function, defaults, in: type)
        let scope = FunctionScope(parent: nil, selfType: isStatic ? nil : type, isMutating: false, returnType: .unknown)
        if isStatic { scope.staticOwner = type }
        scope.generics = generics
        scope.functionName = Self.compoundName(decl.name, decl.parameters)
        withScope(scope) {
            for (index, parameter) in decl.parameters.enumerated() {
                self.scope.declare(parameter.name, type: function.parameterTypes[index], isLet: true, range: parameter.range)
            }
            function.body = viewBuilderBlock(decl.body.statements)
            function.frameSize = self.scope.slotCount
        }
    }
}
