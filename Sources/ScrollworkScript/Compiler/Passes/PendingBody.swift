import Foundation
import ScrollworkCore
import ScrollworkFrontEnd

/// A body the resolving pass leaves for the body pass: once every signature is known, each is
/// compiled into the function, default value or initial value the resolver already handed out
/// (a `ScriptFunction` whose body is still empty, a `LateEval` that is not yet filled).
///
/// Values, not closures, so the list can be read and tested, and the pass that compiles them
/// is a loop over it (`Compiler.check(_:)`).
enum PendingBody {
    /// A function's or method's body and its parameters' default values (`signature`).
    case function(FunctionDecl, ScriptFunction, owner: StructType?, staticOwner: StructType?, context: StructType?,
                  generics: [String: StaticType], defaults: [LateEval?])
    /// A body without parameters of its own (a getter, a setter or observer with its `newValue`).
    case accessor([Statement], ScriptFunction, owner: StructType?, staticOwner: StructType?, parameter: String?)
    /// An `init`'s body and its parameters' default values.
    case initializer(InitializerDecl, ScriptFunction, owner: StructType, generics: [String: StaticType], defaults: [LateEval?])
    /// A view-building property (a view's `body`, `var header: some View`).
    case viewProperty([Statement], ScriptFunction, owner: StructType)
    /// A view-building method (`func row(_ i: Int) -> some View`).
    case viewFunction(FunctionDecl, ScriptFunction, owner: StructType, isStatic: Bool, generics: [String: StaticType],
                      defaults: [LateEval?])
    /// The initial value of a global or of a static stored property, in its slot.
    case globalValue(GlobalValue)
    /// A stored property's initial value, the default of its field.
    case fieldDefault(Expression, LateEval, owner: StructType, field: Int, declared: StaticType)
    /// The default value of an enum case's associated value.
    case caseDefault(Expression, LateEval, owner: StructType, expected: StaticType)
    /// `@Query(…)`'s arguments, read once the models' properties are declared; no model name
    /// for a generic parameter's class, which each instance gives.
    case query(Expression, LateEval, owner: StructType, model: String?)
    /// A `#Preview`'s body, compiled last, once every type's members are known.
    case preview([Statement], ScriptFunction)

    /// Where the body is written, for tests and for reading the list.
    var range: SourceRange {
        switch self {
        case .function(_, let function, _, _, _, _, _), .accessor(_, let function, _, _, _), .initializer(_, let function, _, _, _),
             .viewProperty(_, let function, _), .viewFunction(_, let function, _, _, _, _), .preview(_, let function):
            return function.range
        case .globalValue(let value): return value.range
        case .fieldDefault(let value, _, _, _, _), .caseDefault(let value, _, _, _), .query(let value, _, _, _): return value.range
        }
    }

    /// The initial value of a global or static property declared without a type, which gives it one.
    var infersGlobalType: Bool {
        if case .globalValue(let value) = self { return value.declared == .unknown }
        return false
    }

    /// The name code uses for a global or static property whose type its initial value gives
    /// (`shared` of `Feed.shared`).
    var inferredGlobalName: String? {
        guard case .globalValue(let value) = self, value.declared == .unknown else { return nil }
        return value.key.split(separator: ".").last.map(String.init)
    }

    /// A stored property's initial value.
    var initialValue: Expression? {
        if case .fieldDefault(let value, _, _, _, _) = self { return value }
        return nil
    }

    /// Whether this is a stored property's initial value written without a type, which gives
    /// the property the type Swift infers (`@Published var image = Image(systemName: "star")`).
    var infersFieldType: Bool {
        if case .fieldDefault(_, _, _, _, let declared) = self { return declared == .unknown }
        return false
    }
}

/// The initial value of a global (`let rows = 40`) or a static stored property (`static var shared = …`).
struct GlobalValue {
    /// Its name in the program's `globals` (`Feed.shared` for a static one).
    let key: String
    /// Its name in messages.
    let name: String
    let slot: Int
    let declared: StaticType
    let initializer: Expression
    /// The type of a static property, whose static names the value reaches unqualified.
    let owner: StructType?
    let range: SourceRange
}

/// Code filled in after the call sites that use it were compiled (defaults, initial values).
final class LateEval {
    var eval: Eval = { _ in .none }
    var call: Eval { { f in try self.eval(f) } }
}
