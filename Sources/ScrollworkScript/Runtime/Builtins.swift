import Foundation
import ScrollworkCore
import ScrollworkScene

/// A builtin free function; small arities avoid building an argument array per call.
enum BuiltinFunction {
    case unary((Value) throws -> Value)
    case binary((Value, Value) throws -> Value)
    case variadic(([Value]) throws -> Value)
}

/// The language's builtin functions, initialisers and static members.
///
/// There is deliberately nothing here that reads files, the clock, the network, the
/// environment or randomness: that absence is the sandbox.
enum Builtins {
    static let functionNames = ["min", "max", "abs", "round", "floor", "ceil", "sqrt", "pow", "exp", "log", "sin",
                                "cos", "tan", "atan2", "print"]

    static func function(_ name: String) -> BuiltinFunction? {
        func math(_ f: @escaping (Double) -> Double) -> BuiltinFunction {
            .unary { .double(f(try BuiltinMembers.double($0, name))) }
        }
        switch name {
        case "abs":
            return .unary { value in
                if case .int(let x) = value {
                    guard x != .min else { throw RuntimeFailure("integer overflow in abs(\(x))") }
                    return .int(Swift.abs(x))
                }
                return .double(Swift.abs(try BuiltinMembers.double(value, "abs")))
            }
        case "min", "max":
            let wantsMax = name == "max"
            return .variadic { args in
                let items = args.count == 1 ? try ArrayMembers.elements(args[0]) : args
                guard var best = items.first else { throw RuntimeFailure("\(name) needs at least one value") }
                for item in items.dropFirst() {
                    let better = wantsMax ? try Operators.less(best, item) : try Operators.less(item, best)
                    if better { best = item }
                }
                // Swift would have typed every operand alike; a Double among Ints makes the result Double.
                if items.contains(where: { if case .double = $0 { return true }; return false }), let x = best.asDouble {
                    return .double(x)
                }
                return best
            }
        case "round": return math { $0.rounded() }
        case "floor": return math { $0.rounded(.down) }
        case "ceil": return math { $0.rounded(.up) }
        case "sqrt": return math { $0.squareRoot() }
        case "exp": return math { Foundation.exp($0) }
        case "log": return math { Foundation.log($0) }
        case "sin": return math { Foundation.sin($0) }
        case "cos": return math { Foundation.cos($0) }
        case "tan": return math { Foundation.tan($0) }
        case "pow":
            return .binary { .double(Foundation.pow(try BuiltinMembers.double($0, "pow"), try BuiltinMembers.double($1, "pow"))) }
        case "atan2":
            return .binary { .double(Foundation.atan2(try BuiltinMembers.double($0, "atan2"), try BuiltinMembers.double($1, "atan2"))) }
        default:
            return nil
        }
    }

    /// `CGRect(x:y:width:height:)`, `Int(x)` …: builtin initialisers by type and labels.
    static func initializer(_ type: String, labels: [String?]) -> (([Value]) throws -> Value)? {
        let number = BuiltinMembers.double
        switch (type, labels) {
        case ("CGRect", ["x", "y", "width", "height"]):
            return { .rect(Rect(x: try number($0[0], "x"), y: try number($0[1], "y"),
                                width: try number($0[2], "width"), height: try number($0[3], "height"))) }
        case ("CGRect", ["origin", "size"]):
            return { args in
                guard case .point(let origin) = args[0], case .size(let size) = args[1] else {
                    throw RuntimeFailure("CGRect(origin:size:) needs a CGPoint and a CGSize")
                }
                return .rect(Rect(origin: origin, size: size))
            }
        case ("CGRect", []): return { _ in .rect(.zero) }
        case ("CGPoint", ["x", "y"]): return { .point(Point(x: try number($0[0], "x"), y: try number($0[1], "y"))) }
        case ("CGPoint", []): return { _ in .point(.zero) }
        case ("CGSize", ["width", "height"]):
            return { .size(Size(width: try number($0[0], "width"), height: try number($0[1], "height"))) }
        case ("CGSize", []): return { _ in .size(.zero) }
        case ("CGVector", ["dx", "dy"]): return { .vector(Vector(dx: try number($0[0], "dx"), dy: try number($0[1], "dy"))) }
        case ("CGVector", []): return { _ in .vector(.zero) }
        case ("UnitPoint", ["x", "y"]): return { .unitPoint(UnitPoint(x: try number($0[0], "x"), y: try number($0[1], "y"))) }
        case ("Angle", ["degrees"]): return { .angle(try number($0[0], "degrees") * .pi / 180) }
        case ("Angle", ["radians"]): return { .angle(try number($0[0], "radians")) }
        case ("Double", [nil]), ("CGFloat", [nil]), ("Float", [nil]):
            return { args in
                if case .string(let text) = args[0] { return Double(text).map { .double($0) } ?? .none }
                return .double(try number(args[0], type))
            }
        case ("Int", [nil]):
            return { args in
                switch args[0] {
                case .int: return args[0]
                case .string(let text): return Int(text).map { .int($0) } ?? .none
                default:
                    let value = try number(args[0], "Int")
                    guard let result = Int(exactly: value.rounded(.towardZero)) else {
                        throw RuntimeFailure("\(Value.describe(double: value)) cannot be converted to Int")
                    }
                    return .int(result)
                }
            }
        case ("String", [nil]), ("String", ["describing"]): return { .string(Value.describe($0[0])) }
        case ("Array", [nil]): return { .array(try ArrayMembers.elements($0[0])) }
        default:
            return nil
        }
    }

    static let initializerTypes = ["CGRect", "CGPoint", "CGSize", "CGVector", "UnitPoint", "Angle", "Double", "CGFloat",
                                   "Float", "Int", "String", "Array"]

    /// `stride(from:to:by:)` and `stride(from:through:by:)` as an array (at most `Limits.elements`).
    static func stride(_ args: [Value], through: Bool) throws -> Value {
        if case .int(let start) = args[0], case .int(let end) = args[1], case .int(let step) = args[2] {
            guard step != 0 else { throw RuntimeFailure("stride step must not be zero") }
            let count = (Double(end) - Double(start)) / Double(step)
            guard count <= Double(Limits.elements) else { throw RuntimeFailure(Limits.tooManyElements) }
            let values = through ? Array(Swift.stride(from: start, through: end, by: step)) : Array(Swift.stride(from: start, to: end, by: step))
            return .array(values.map { .int($0) })
        }
        let start = try BuiltinMembers.double(args[0], "from"), end = try BuiltinMembers.double(args[1], "to")
        let step = try BuiltinMembers.double(args[2], "by")
        guard step != 0, step.isFinite, start.isFinite, end.isFinite else { throw RuntimeFailure("stride needs finite bounds and a non-zero step") }
        guard (end - start) / step <= Double(Limits.elements) else { throw RuntimeFailure(Limits.tooManyElements) }
        let values = through ? Array(Swift.stride(from: start, through: end, by: step)) : Array(Swift.stride(from: start, to: end, by: step))
        return .array(values.map { .double($0) })
    }

    /// `CGRect.zero`, `Double.pi`, `UnitPoint.top`, `Edge.top` …
    static func staticMember(_ type: String, _ name: String) -> Value? {
        switch (type, name) {
        case ("CGRect", "zero"): return .rect(.zero)
        case ("CGPoint", "zero"): return .point(.zero)
        case ("CGSize", "zero"): return .size(.zero)
        case ("CGVector", "zero"): return .vector(.zero)
        case ("Angle", "zero"): return .angle(0)
        case ("Int", "max"): return .int(.max)
        case ("Int", "min"): return .int(.min)
        case ("Int", "zero"): return .int(0)
        case ("Double", _), ("CGFloat", _), ("Float", _):
            switch name {
            case "pi": return .double(.pi)
            case "infinity": return .double(.infinity)
            case "nan": return .double(.nan)
            case "greatestFiniteMagnitude": return .double(.greatestFiniteMagnitude)
            case "leastNonzeroMagnitude": return .double(.leastNonzeroMagnitude)
            case "ulpOfOne": return .double(.ulpOfOne)
            case "zero": return .double(0)
            default: return nil
            }
        case ("UnitPoint", _): return unitPoint(named: name).map { .unitPoint($0) }
        case ("ScrollTransitionPhase", "identity"): return .phase(0)
        case ("ScrollTransitionPhase", "topLeading"): return .phase(-1)
        case ("ScrollTransitionPhase", "bottomTrailing"): return .phase(1)
        case ("Edge", _): return Edge(rawValue: name).map { _ in .symbol(name) }
        case ("Axis", "horizontal"), ("Axis", "vertical"): return .symbol(name)
        case ("ScrollPhase", _): return ScrollPhase(rawValue: name).map { _ in .symbol(name) }
        case ("Edge.Set", _): return OptionSetKind.edges.bit(for: name).map { .optionSet(.edges, $0) }
        case ("Axis.Set", _): return OptionSetKind.axes.bit(for: name).map { .optionSet(.axes, $0) }
        default: return nil
        }
    }

    static func unitPoint(named name: String) -> UnitPoint? {
        switch name {
        case "top": return .top
        case "bottom": return .bottom
        case "leading": return .leading
        case "trailing": return .trailing
        case "center": return .center
        case "topLeading": return .topLeading
        case "bottomTrailing": return .bottomTrailing
        case "topTrailing": return UnitPoint(x: 1, y: 0)
        case "bottomLeading": return UnitPoint(x: 0, y: 1)
        case "zero": return UnitPoint(x: 0, y: 0)
        default: return nil
        }
    }

    /// The type name `staticMember` understands for a static type, for implicit members.
    static func typeName(of type: StaticType) -> String? {
        switch type.unwrapped {
        case .int, .double, .rect, .point, .size, .vector, .unitPoint, .angle, .phase, .edgeSet, .axisSet:
            return type.unwrapped.name
        default:
            return nil
        }
    }
}
