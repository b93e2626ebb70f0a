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

    /// Resolves and compiles whole files: types first, then signatures, then bodies,
    /// so declarations may use each other in any order. Returns the declared names.
    func compileProgram(_ units: [SourceUnit]) -> DeclaredNames {
        var names = DeclaredNames()
        var typeDecls = [DeclaredType]()
        var extensions = [(ExtensionDecl, Declaration)]()
        var aliases = [(TypeAliasDecl, StructType?)]()
        for unit in units {
            for declaration in unit.declarations {
                switch declaration.kind {
                case .importDecl(let importDecl):
                    let module = importDecl.path.first ?? ""
                    noteImportedModule(importDecl.path)
                    if !Self.allowedImports.contains(module) {
                        warning("import of '\(importDecl.path.joined(separator: "."))' has no effect in scripts", at: declaration.range)
                    }
                case .structDecl(let decl):
                    declareType(decl, declaration, outer: nil, into: &typeDecls, aliases: &aliases)
                case .extensionDecl(let decl):
                    extensions.append((decl, declaration))
                case .preview(let preview):
                    let title = PreviewScene.title(of: declaration, in: unit)
                    names.previewTitles.append(title)
                    previewScene(preview, title: title, range: declaration.range)
                case .typeAlias(let alias):
                    aliases.append((alias, nil))
                case .initializer:
                    error("'init' is only allowed inside a type", at: declaration.range)
                case .enumCase:
                    error("enum 'case' is not allowed outside of an enum", at: declaration.range)
                case .deinitializer:
                    error("deinitializers may only be declared within a class", at: declaration.range)
                case .associatedType:
                    error("associated types can only be defined in a protocol", at: declaration.range)
                case .function, .variable, .invalid:
                    break
                }
            }
        }
        // Types nested in extensions of the script's own types (`extension Feed { enum Tab … }`).
        for (decl, _) in extensions {
            guard let owner = resolveTypeName(decl.extendedType.dottedName ?? ""), !owner.isBuiltin else { continue }
            for member in decl.members {
                if case .structDecl(let nested) = member.kind {
                    declareType(nested, member, outer: owner, into: &typeDecls, aliases: &aliases)
                } else if case .typeAlias(let alias) = member.kind {
                    aliases.append((alias, owner))
                }
            }
        }
        resolveAliases(aliases)
        // Headers (superclass, raw type, conformances, generic parameters), superclasses first.
        for declared in typeDecls { typeHeader(declared) }
        typeDecls.sort { $0.type.inheritanceDepth < $1.type.inheritanceDepth }
        for declared in typeDecls {
            let type = declared.type
            if type.conforms(to: "ScrollTargetBehavior") { names.targetBehaviors.append(type.name) }
            if type.conforms(to: "StickyBehavior") { names.stickyBehaviors.append(type.name) }
            // A `#Preview`'s own view (`@Previewable` state) is no scene of its own.
            if type.kind == .structure, conforms(type, to: "View"), !type.name.contains("·") { names.views.append(type.name) }
        }
        // Signatures of everything, so bodies compiled next can call anything.
        var bodies = [() -> Void]()
        for unit in units {
            for declaration in unit.declarations {
                switch declaration.kind {
                case .function(let decl):
                    let function = signature(decl, owner: nil, isMutating: false, range: declaration.range, bodies: &bodies)
                    functions[declaredName(decl.name, of: declaration), default: []].append(function)
                case .variable(let decl):
                    globalVariable(decl, declaration: declaration, bodies: &bodies)
                default:
                    break
                }
            }
        }
        for (decl, _) in extensions where decl.extendedType.dottedName == "EnvironmentValues" {
            for member in decl.members {
                if case .variable(let variable) = member.kind { environmentPropertyNames.insert(variable.name) }
            }
        }
        for declared in typeDecls {
            let type = declared.type
            withDeclarationContext(type) {
                members(declared.decl.members, of: type, isView: type.kind == .structure && conforms(type, to: "View"), bodies: &bodies)
            }
        }
        for (decl, declaration) in extensions { extensionMembers(decl, declaration, bodies: &bodies) }
        makeInheritedMembers()
        for body in bodies { body() }
        // `#Preview` bodies, queued while collecting, once every type's members are known.
        for body in previewBodies { body() }
        previewBodies = []
        checkProtocolConformances(typeDecls.map(\.type))
        names.targetBehaviors.sort()
        names.stickyBehaviors.sort()
        names.views.sort()
        return names
    }

    /// Runs `body` with `type` as the type whose members are being declared, so names in
    /// signatures resolve as inside it (nested types, generic parameters, `Self`).
    func withDeclarationContext<T>(_ type: StructType?, _ body: () -> T) -> T {
        let saved = declarationContext
        declarationContext = type
        defer { declarationContext = saved }
        return body()
    }

    private func globalVariable(_ decl: VariableDecl, declaration: Declaration, bodies: inout [() -> Void]) {
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
        bodies.append { [unowned self] in
            // Run against the globals' frame, so any slot it needs comes from a frame of its own.
            let compiled = self.isolatedTyped { self.expression(initializer, expected: declared) }
            // As for a local: `let a: Int = []` is swiftc's "cannot convert value of type '[Any]'".
            self.checkConvertible(compiled, to: declared, at: initializer.range, role: .specified)
            if declared == .unknown { self.globals[name]?.type = compiled.type }
            let eval = compiled.eval
            self.globalInitializers.append(Machine.GlobalInitializer(
                slot: slot, eval: { f in coerce(try eval(f), to: declared) }, range: declaration.range, name: decl.name))
        }
    }

    /// Creates a function's signature now and queues its body.
    func signature(_ decl: FunctionDecl, owner: StructType?, isMutating: Bool, range: SourceRange,
                   staticOwner: StructType? = nil, bodies: inout [() -> Void]) -> ScriptFunction {
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
        bodies.append { [unowned self] in
            self.withDeclarationContext(context) { self.compileDefaults(decl.parameters, lateDefaults) }
            let scope = FunctionScope(parent: nil, selfType: owner, isMutating: isMutating, returnType: function.returnType)
            scope.errors.propagates = decl.throwing != .none
            scope.staticOwner = staticOwner ?? (owner == nil ? context : nil)
            scope.generics = generics
            self.withScope(scope) {
                for (index, parameter) in decl.parameters.enumerated() {
                    self.scope.declare(parameter.name, type: function.parameterTypes[index], isLet: !parameter.isInout,
                                       range: parameter.range)
                }
                self.declareGenericLocals(of: function, range: range)
                let subject = "'\(decl.name)(\(decl.parameters.map { ($0.label ?? "_") + ":" }.joined()))'"
                function.body = self.leavingOutUnsimulated(subject) {
                    self.functionBody(decl.body.statements, returnType: function.returnType)
                }
                function.frameSize = self.scope.slotCount
            }
        }
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
            function.parameterNames.append(parameter.name)
            function.parameterSlots.append(index + firstSlot)
            function.parameterTypes.append(parameter.isVariadic ? .array(staticType(parameter.type)) : staticType(parameter.type))
            function.inoutFlags.append(parameter.isInout)
            let late = parameter.defaultValue.map { _ in LateEval() }
            function.defaults.append(late?.call)
            return late
        }
    }

    /// Compiles the default values `declareParameters` left placeholders for.
    func compileDefaults(_ parameters: [Parameter], _ lateDefaults: [LateEval?]) {
        for (parameter, late) in zip(parameters, lateDefaults) {
            guard let late, let value = parameter.defaultValue else { continue }
            late.eval = isolated(staticOwner: declarationContext) { expression(value, expected: staticType(parameter.type)).eval }
        }
    }

    /// A getter (or any body without parameters) as a function; `owner` makes it a method.
    func accessor(_ name: String, _ statements: [Statement], owner: StructType?, returnType: TypeSyntax?,
                  range: SourceRange, isMutating: Bool = false, parameter: String? = nil,
                  staticOwner: StructType? = nil, bodies: inout [() -> Void]) -> ScriptFunction {
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
        bodies.append { [unowned self] in
            let scope = FunctionScope(parent: nil, selfType: owner, isMutating: isMutating, returnType: function.returnType)
            scope.staticOwner = staticOwner
            self.withScope(scope) {
                if let parameter { self.scope.declare(parameter, type: function.returnType, isLet: true, range: range) }
                function.body = self.leavingOutUnsimulated("'\(name)'") { self.functionBody(statements, returnType: function.returnType) }
                function.frameSize = self.scope.slotCount
            }
        }
        return function
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
