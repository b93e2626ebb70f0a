import ScrollworkCore
import ScrollworkFrontEnd

/// What call matching needs to know of a parameter.
struct ParameterShape: Equatable {
    /// The argument label callers write; nil for `_`.
    var label: String?
    var hasDefault: Bool
    var isVariadic: Bool
    /// Whether a closure can be passed: the parameter's type is a function type (perhaps optional).
    var acceptsClosure: Bool
}

/// What call matching needs to know of an argument.
struct ArgumentShape: Equatable {
    var label: String?
    var isTrailingClosure: Bool

    init(label: String?, isTrailingClosure: Bool = false) {
        self.label = label
        self.isTrailingClosure = isTrailingClosure
    }

    init(_ argument: Argument) {
        self.init(label: argument.label, isTrailingClosure: argument.isTrailingClosure)
    }
}

/// Why a call's arguments do not fit a parameter list, in the Swift compiler's words.
enum CallMismatch: Error, Equatable {
    case missingArgument(parameter: Int)
    case extraArgument(argument: Int)
    case wrongLabel(argument: Int, expected: String?)

    func message(parameters: [ParameterShape], parameterNames: [String], arguments: [ArgumentShape]) -> String {
        switch self {
        case .missingArgument(let index):
            let name = parameters[index].label ?? parameterNames[index]
            return "missing argument for parameter '\(name)' in call"
        case .extraArgument(let index):
            if let label = arguments[index].label { return "extra argument '\(label)' in call" }
            return arguments[index].isTrailingClosure ? "extra trailing closure passed in call" : "extra argument in call"
        case .wrongLabel(let index, let expected):
            let have = arguments[index].label
            switch (have, expected) {
            case (nil, let expected?): return "missing argument label '\(expected):' in call"
            case (let have?, nil): return "extraneous argument label '\(have):' in call"
            default: return "incorrect argument label in call (have '\(have ?? "_"):', expected '\(expected ?? "_"):')"
            }
        }
    }
}

/// Matches a call's arguments to a parameter list the way Swift does: in order, by label;
/// parameters with defaults may be skipped; a variadic parameter takes the unlabeled
/// arguments after its first; the unlabeled trailing closure goes to the next parameter
/// that can take a closure, skipping a defaulted one when a later parameter needs it
/// (SE-0286's forward scan); labeled trailing closures match by label.
enum CallMatcher {
    /// For each parameter, the indices of the arguments that fill it: none when it takes
    /// its default (or, variadic, nothing), one otherwise, several for a variadic.
    /// Whether the arguments fill the parameters (`match` succeeds).
    static func fits(_ parameters: [ParameterShape], _ arguments: [ArgumentShape]) -> Bool {
        if case .success = match(parameters, arguments) { return true }
        return false
    }

    /// How many parameters the arguments leave at their defaults, or nil when they do not fit:
    /// Swift prefers, of two overloads that fit, the one that takes fewer defaults.
    static func defaultsTaken(_ parameters: [ParameterShape], _ arguments: [ArgumentShape]) -> Int? {
        guard case .success(let bindings) = match(parameters, arguments) else { return nil }
        return defaultsTaken(parameters, bindings: bindings)
    }

    /// How many parameters a match's bindings leave at their defaults.
    static func defaultsTaken(_ parameters: [ParameterShape], bindings: [[Int]]) -> Int {
        zip(parameters, bindings).filter { $0.hasDefault && $1.isEmpty }.count
    }

    static func match(_ parameters: [ParameterShape], _ arguments: [ArgumentShape]) -> Result<[[Int]], CallMismatch> {
        var bindings = [[Int]](repeating: [], count: parameters.count)
        var next = 0
        for (index, parameter) in parameters.enumerated() {
            guard next < arguments.count else {
                if parameter.hasDefault || parameter.isVariadic { continue }
                return .failure(.missingArgument(parameter: index))
            }
            let argument = arguments[next]
            if argument.isTrailingClosure && argument.label == nil {
                let skips = !parameter.acceptsClosure
                    || (parameter.hasDefault && laterParameterNeedsClosure(parameters, after: index,
                                                                           before: next + 1 < arguments.count ? arguments[next + 1].label : nil))
                if skips {
                    if parameter.hasDefault || parameter.isVariadic { continue }
                    return .failure(.missingArgument(parameter: index))
                }
                bindings[index] = [next]
                next += 1
                continue
            }
            if argument.label == parameter.label {
                bindings[index] = [next]
                next += 1
                if parameter.isVariadic {
                    while next < arguments.count, arguments[next].label == nil, !arguments[next].isTrailingClosure {
                        bindings[index].append(next)
                        next += 1
                    }
                }
                continue
            }
            // A defaulted parameter is skipped; an argument no parameter takes is extra at the end.
            if parameter.hasDefault || parameter.isVariadic { continue }
            if arguments[next...].contains(where: { $0.label == parameter.label }) {
                return .failure(.extraArgument(argument: next))
            }
            return .failure(.wrongLabel(argument: next, expected: parameter.label))
        }
        if next < arguments.count { return .failure(.extraArgument(argument: next)) }
        return .success(bindings)
    }

    /// Whether a parameter after `index` without a default can take a closure, so the
    /// trailing closure must be kept for it (SE-0286). With labeled trailing closures after it,
    /// only the parameters before the one the next is labeled for count, as in swiftc
    /// (`save { } onFailure: { }` fills a defaulted `onSuccess`).
    private static func laterParameterNeedsClosure(_ parameters: [ParameterShape], after index: Int, before label: String?) -> Bool {
        let later = parameters[(index + 1)...]
        let end = label.flatMap { label in later.firstIndex { $0.label == label } } ?? parameters.endIndex
        return later[..<end].contains { $0.acceptsClosure && !$0.hasDefault && !$0.isVariadic }
    }
}
