import Foundation
import ScrollworkCore
import ScrollworkFrontEnd

/// A member call or read whose receiver's type was not known when it was compiled
/// (`$0.minY`, a `@ViewBuilder` property's `.padding()`): resolved against the surface on the
/// first receiver of each type, then cached, so a hot loop compares a type name and goes on.
final class DynamicSurfaceCall {
    private let name: String
    private let shapes: [ArgumentShape]
    private let surface: Surface
    private let range: SourceRange
    /// nil for a property read, the argument shapes for a call.
    private let isCall: Bool
    private let isCallAsFunction: Bool
    private var cachedType: String?
    private var cached: Resolved?
    /// Whether every view lacks the member, so a view's own type is asked (worked out once).
    private lazy var viewLacksMember = !surface.members(of: "View", named: name).contains { $0.signature.isCallable == isCall }

    private struct Resolved {
        let entry: SurfaceEntry
        let bindings: [[Int]]
        let defaults: [Value?]
        /// The parameter types, to read an argument compiled without knowing them: `.leading`
        /// (a bare case name) as the type's static value, an Int as a Double.
        let types: [TypeSyntax]
    }

    init(name: String, arguments: [ArgumentShape]?, surface: Surface, range: SourceRange) {
        self.name = name
        shapes = arguments ?? []
        isCall = arguments != nil
        isCallAsFunction = name == "callAsFunction"
        self.surface = surface
        self.range = range
    }

    /// Whether any surface type has a member of this name, so the site can report a typo at once.
    var isKnownName: Bool {
        surface.entries(named: name).contains { if case .instance = $0.owner { return true }; return false }
    }

    func run(_ receiver: inout Value, _ arguments: [Value], in context: ScriptContext?) throws -> Value {
        // An action read where its type was not known (`dismiss.callAsFunction` of
        // `@Environment(\.dismiss)`) is held as a function: its `callAsFunction` is that function.
        if isCallAsFunction, case .function(let action) = receiver {
            return isCall ? try action.call(arguments, in: context) : receiver
        }
        guard var typeName = receiver.surfaceTypeName ?? enumType(of: receiver) else {
            if case .none = receiver {
                // A nil is an Optional, whose `map` and `flatMap` give nil again, as in Swift.
                if isCall, name == "map" || name == "flatMap" { return .none }
                throw RuntimeFailure(RuntimeMessages.nilReceiver(name))
            }
            throw RuntimeFailure("value of type '\(receiver.typeName)' has no member '\(name)'")
        }
        // A view read where its type was not known (an `AsyncImagePhase`'s image) has the members
        // of the view it is (`Image`'s `resizable()`) while no modifier has made it another view;
        // the cache is kept by that type, as two such views may be of two types.
        if case .host(let view as ViewValue) = receiver, let kind = view.unmodifiedKind, viewLacksMember { typeName = kind }
        let resolved: Resolved
        if typeName == cachedType, let cached {
            resolved = cached
        } else {
            resolved = try resolve(typeName, receiver, arguments)
            cachedType = typeName
            cached = resolved
        }
        var values = [Value]()
        values.reserveCapacity(resolved.bindings.count)
        for (index, bound) in resolved.bindings.enumerated() {
            if resolved.entry.signature.parameters[index].isVariadic {
                values.append(.array(bound.map { arguments[$0] }))
            } else if let first = bound.first {
                values.append(convert(arguments[first], to: resolved.types[index]))
            } else {
                values.append(resolved.defaults[index] ?? .none)
            }
        }
        let call = SurfaceArguments(values: values, range: range, context: context)
        switch resolved.entry.body {
        case .constant(let value): return value
        case .getter(let get), .accessor(let get, _): return try get(receiver)
        case .sceneGetter(let get): return try get(receiver, context)
        case .method(let body): return try body(receiver, call)
        case .mutating(let body): return try body(&receiver, call)
        case .transform(let body):
            try body(&receiver, call)
            return receiver
        case .effect(let effect):
            try effect.fold(into: &receiver, call)
            return receiver
        case .passThrough: return receiver
        case .function(let body): return try body(call)
        case .special: throw RuntimeFailure("'\(name)' cannot be called on a value")
        }
    }

    /// The one type that has a case or a static constant by this value's name and a member by
    /// the name called (`.idle` then `.isScrolling` is a `ScrollPhase`, `.background` then
    /// `.secondary` a `ShapeStyle`), for a bare name read where its type was not known.
    private func enumType(of value: Value) -> String? {
        guard case .symbol(let caseName) = value else { return nil }
        let owners = surface.ownersOfSymbol(caseName).filter { !surface.members(of: $0, named: name).isEmpty }
        return Set(owners).count == 1 ? owners.first : nil
    }

    /// An argument as the parameter's type reads it.
    private func convert(_ value: Value, to type: TypeSyntax) -> Value {
        var type = type
        if case .optional(let inner) = type.kind { type = inner }
        guard let name = type.dottedName else { return value }
        switch value {
        case .int(let number) where ["CGFloat", "Double", "Float"].contains(name):
            return .double(Double(number))
        case .symbol(let member):
            guard case .constant(let constant)? = surface.statics(of: name, named: member).first?.body else { return value }
            return constant
        default:
            return value
        }
    }

    private func resolve(_ typeName: String, _ receiver: Value, _ arguments: [Value]) throws -> Resolved {
        let members = surface.members(of: typeName, named: name).filter { $0.signature.isCallable == isCall }
        guard !members.isEmpty else {
            throw RuntimeFailure("value of type '\(receiver.typeName)' has no member '\(name)'")
        }
        for entry in members {
            guard case .success(let bindings) = CallMatcher.match(entry.signature.shapes, shapes) else { continue }
            let parameters = entry.signature.parameters
            let fits = zip(parameters, bindings).allSatisfy { parameter, bound in
                bound.allSatisfy { SurfaceTypeCheck.accepts(arguments[$0], parameter.type, surface: surface) }
            }
            guard fits || members.count == 1 else { continue }
            SurfaceUsage.shared.record(entry)
            let defaults = parameters.indices.map { SurfaceDefaults.value(of: entry, parameter: $0, surface: surface) }
            return Resolved(entry: entry, bindings: bindings, defaults: defaults, types: parameters.map(\.type))
        }
        throw RuntimeFailure("no '\(name)' of '\(receiver.typeName)' takes these arguments")
    }
}

/// Whether a run-time value can be passed as a declared parameter type, to tell overloads apart.
enum SurfaceTypeCheck {
    static func accepts(_ value: Value, _ type: TypeSyntax, surface: Surface) -> Bool {
        switch type.kind {
        case .optional(let inner), .implicitlyUnwrapped(let inner):
            if case .none = value { return true }
            return accepts(value, inner, surface: surface)
        case .function: if case .function = value { return true }; return false
        case .array: if case .array = value { return true }; return false
        case .named, .member:
            guard let name = type.dottedName else { return true }
            switch name {
            case "CGFloat", "Double", "Float": return value.asDouble != nil
            case "Int": if case .int = value { return true }; return false
            case "String": if case .string = value { return true }; return false
            // A Character is a one-character String here.
            case "Character": if case .string(let text) = value { return text.count == 1 }; return false
            case "Bool": if case .bool = value { return true }; return false
            // A `Text` is a view of text, its text modifiers kept on it: `navigationBarTitle(Text(…))`.
            case "Text": return ViewConversion.isText(value)
            default:
                guard surface.type(named: name) != nil else { return true }
                if case .symbol = value { return true }
                guard let actual = value.surfaceTypeName else { return true }
                return surface.lineage(of: actual).contains(name)
            }
        default:
            return true
        }
    }
}

/// Default argument values of surface parameters, evaluated once (they are constants such as
/// `.center`, `nil` or `16`) for calls resolved at run time.
enum SurfaceDefaults {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var cache: [Key: Value] = [:]

    private struct Key: Hashable {
        let entry: SurfaceEntry.Key
        let parameter: Int
    }

    static func value(of entry: SurfaceEntry, parameter index: Int, surface: Surface) -> Value? {
        let parameter = entry.signature.parameters[index]
        guard let expression = parameter.defaultValue else { return nil }
        let key = Key(entry: entry.key, parameter: index)
        lock.lock()
        if let cached = cache[key] { lock.unlock(); return cached }
        lock.unlock()
        let program = Compiler(machine: Machine(stepBudget: 10_000, recursionLimit: 8))
        program.surface = surface
        let compiler = BodyChecker(program)
        let compiled = compiler.expression(expression, expected: compiler.surfaceType(parameter.type))
        let value = compiled.constant ?? ((try? compiled.eval(Frame(size: 1, parent: nil, context: nil))) ?? .none)
        lock.lock()
        cache[key] = value
        lock.unlock()
        return value
    }
}
