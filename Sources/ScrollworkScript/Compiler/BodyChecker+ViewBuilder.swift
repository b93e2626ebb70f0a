import Foundation
import ScrollworkCore
import ScrollworkFrontEnd
import ScrollworkScene

extension BodyChecker {
    /// Statements whose expression statements each add a view, checked and lowered; the result
    /// is the views (one, a `Group`, or `EmptyView`), or what an explicit `return` gives.
    func viewBuilderBlock(_ statements: [Statement]) -> Exec {
        lowering.lower(typedViewBuilderBlock(statements))
    }

    private func typedViewBuilderBlock(_ statements: [Statement]) -> TypedStatement {
        if statements.count == 1, case .expression(let e) = statements[0].kind {
            markPlaceholders(in: e)
            return .singleView(inBlock { expression(e).eval }, range: e.range)
        }
        let slot = scope.newSlot()
        let saved = viewBuilderSlot
        viewBuilderSlot = slot
        defer { viewBuilderSlot = saved }
        return .viewList(slot: slot, capacity: statements.count, body: inBlock { typedBlock(statements) })
    }

    /// One expression statement of a view builder: its value joins the builder's views.
    func viewBuilderStatement(_ e: Expression, slot: Int) -> TypedStatement {
        markPlaceholders(in: e)
        return .addView(expression(e).eval, slot: slot, range: e.range)
    }

    /// A closure argument that builds views (`VStack { … }`, `ForEach(…) { i in … }`).
    func viewBuilderClosure(_ closure: ClosureExpression, range: SourceRange, hint: [StaticType]? = nil) -> Eval {
        if let tooDeep = nestedTooDeeply(at: range) { return expressionLowering.lower(tooDeep).eval }
        let function = ScriptFunction(name: "content", range: range)
        // `GeometryReader { proxy -> Color in …; return .clear }`: a `return` gives the declared type.
        let newScope = FunctionScope(parent: scope, selfType: nil, isMutating: false,
                                     returnType: closure.returnType.map(staticType) ?? .unknown)
        if closure.parameters == nil {
            // `GeometryReader { … $0.size … }`: `$0` is of the type the callee passes, as a named parameter is.
            newScope.anonymousSlots = [:]
            newScope.anonymousTypes = hint ?? []
        }
        withScope(newScope) {
            let parameters = (closure.parameters ?? []).map { ($0.name, $0.type, $0.isInout, $0.range) }
            declareClosureParameters(parameters, hint: hint, of: function)
            let diagnosticsBefore = diagnostics.count
            function.body = withBindingPrologue(function, viewBuilderBlock(closure.body))
            if diagnostics.count == diagnosticsBefore {
                function.readerPreferenceFold = readerPreferenceFold(closure)
                function.rowTemplate = rowTemplate(closure, of: function)
            }
            typeUntypedParameters(of: function)
            appendAnonymousParameters(to: function)
            function.frameSize = scope.slotCount
        }
        function.returnType = .unknown
        return expressionLowering.lower(.closure(function, range: range)).eval
    }

    /// A view argument: a closure is a view builder, anything else an expression giving a view.
    func viewArgument(_ e: Expression, hint: [StaticType]? = nil) -> Eval {
        if case .closure(let closure) = e.kind { return viewBuilderClosure(closure, range: e.range, hint: hint) }
        markPlaceholders(in: e)
        return expression(e).eval
    }

    /// `$name` (the storage of a `@State`/`@Binding` property) and key paths (`\.self`).
    func viewSupportExpression(_ e: Expression) -> TypedExpression? {
        switch e.kind {
        case .bindingProjection(let name):
            if let (depth, local) = scope.lookup("$" + name) {
                return .projectedLocal(TypedLocal(slot: local.slot, depth: depth, type: .named("Binding"), range: e.range))
            }
            guard let (depth, type, _) = scope.selfScope(), let index = type.fieldIndex[name] else { return unheldStateProjection(name, at: e.range) }
            if let publisher = publishedProjection(of: { f in depth == 0 ? f.slots[0] : f.ancestor(depth).slots[0] }, type, name) {
                return publisher
            }
            guard type.wrapperFields[index] != nil || Self.mayHoldObject(type.fieldTypes[index]) else {
                return failure("'$\(name)' needs '\(name)' to be a @State or @Binding property", at: e.range)
            }
            // A `@GestureState`'s projection is the `GestureState` itself, which `updating(_:body:)` takes.
            let projection: StaticType = type.wrapperFields[index] == "GestureState" ? .named("GestureState") : .named("Binding")
            return .wrapperProjection(selfDepth: depth, field: index, name: name, type: projection)
        default:
            return nil
        }
    }

    /// `$name` of a static property: Swift allows it only through a wrapper, so it is a
    /// PreviewProvider's `@State static var`, which no view holds. SwiftUI warns at run time and
    /// gives a constant binding of its value: what is written through it is not kept.
    private func unheldStateProjection(_ name: String, at range: SourceRange) -> TypedExpression? {
        guard let owner = scope.enclosingStaticOwner ?? scope.selfScope()?.type, let slot = owner.staticSlots[name] else { return nil }
        warning("'\(name)' is a @State no view holds (a static property): SwiftUI gives '$\(name)' as a constant binding, and changes made through it are not kept; in #Preview, @Previewable @State keeps them",
                at: range)
        return .unheldStateProjection(slot: slot)
    }

    /// Whether a property may hold an object (`@ObservedObject`, `@Bindable`), whose `$name`
    /// gives bindings to its properties.
    static func mayHoldObject(_ type: StaticType) -> Bool {
        switch type.unwrapped {
        // A type of a file not loaded or of a module we do not simulate (`StoreOf<Feature>`) may be a class.
        case .unknown, .placeholder: return true
        // `@ObservedObject var reporter: V` of `V: Reportable`, and `any Reportable`: bound to a class where it is an observable object.
        case .generic: return true
        case .record(let ref): return ref.type.kind == .classType || ref.type.kind == .protocolType
        default: return false
        }
    }

    /// A `@State`/`@Binding` property as an assignable place, written through its storage.
    func wrappedFieldLValue(_ index: Int, of type: StructType, depth: Int) -> (LValue, StaticType) {
        let fieldType = type.fieldTypes[index]
        let owner = slotLValue(0, depth: depth)
        let get: Eval = { f in
            guard case .record(_, let fields) = try owner.get(f) else { return .none }
            return StateBox.unwrap(fields[index])
        }
        return (LValue(get: get, modify: { f, body in
            guard case .record(_, let fields) = try owner.get(f) else { return }
            if case .host(let box as StateBox) = fields[index] {
                var value = box.value
                try body(&value)
                box.set(coerce(value, to: fieldType))
                return
            }
            // A view value outside a scene: its properties are plain values.
            try owner.modify(f) { record in
                guard case .record(let recordType, var values) = record else { return }
                record = .none
                defer { record = .record(recordType, values) }
                try body(&values[index])
            }
        }), fieldType)
    }
}
