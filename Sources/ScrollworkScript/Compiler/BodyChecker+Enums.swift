import Foundation
import ScrollworkCore
import ScrollworkFrontEnd

extension BodyChecker {
    /// `Kind.small`, `.small` where a `Kind` is expected: a case without associated values;
    /// `Kind.allCases` of a `CaseIterable` enum.
    func enumStatic(_ type: StructType, _ name: String, range: SourceRange) -> TypedExpression? {
        if let index = type.caseIndex[name] {
            let info = type.cases[index]
            guard info.hasPayload else { return .literal(type.caseValue(index), .of(type)) }
            // A case with associated values named without them is its constructor.
            let count = info.labels.count
            let callable = Callable(name: name, arity: count) { args, _ in .enumCase(RecordType(type), index, args) }
            return .literal(.function(callable), .functionType(info.types, .of(type)))
        }
        if name == "allCases", conforms(type, to: "CaseIterable") {
            guard !type.cases.contains(where: \.hasPayload) else {
                error("type '\(type.name)' does not conform to protocol 'CaseIterable'", at: range,
                      hint: "'allCases' is only made for enums whose cases have no associated values")
                return .noValue
            }
            let all = type.cases.indices.map(type.caseValue)
            return .literal(.array(all), .array(.of(type)))
        }
        return nil
    }

    /// The one enum of the program with a case of this name and associated values, for
    /// `.failure(.uploadFailed(error))` in a function returning `Result<_, MediaError>`: the
    /// generic arguments of a `Result` are not known when compiled, so the case's own name
    /// tells its type, as `Failure` tells it to Swift. Nil when none or several declare it.
    func onlyEnumDeclaringCase(_ name: String) -> StructType? {
        var found: StructType?
        for type in types.values where !declarations.isStandardEnum(type) {
            guard let index = type.caseIndex[name], type.cases[index].hasPayload, found !== type else { continue }
            if found != nil { return nil }
            found = type
        }
        return found
    }

    /// The standard `Result`, for `.success(value)` or `.failure(error)` where nothing says
    /// the type and none of the app's enums has such a case: `.catch { error in
    /// Just(.failure(error)) }` of a publisher of Results, which Swift types from the chain.
    func standardResultDeclaringCase(_ name: String) -> StructType? {
        guard name == "success" || name == "failure",
              !types.values.contains(where: { !declarations.isStandardEnum($0) && $0.caseIndex[name] != nil }) else { return nil }
        return declarations.types[BodyChecker.qualifiedStandardResult]
    }

    /// `Kind.image(url)`, `.spacer(height: 8)`: a case with its associated values, matched
    /// to the case's labels as a call's arguments are.
    func enumConstruction(_ type: StructType, _ name: String, _ arguments: [Argument], nameRange: SourceRange,
                          range: SourceRange) -> TypedExpression? {
        guard let index = type.caseIndex[name] else { return nil }
        let info = type.cases[index]
        guard info.hasPayload else {
            return failure("enum case '\(name)' has no associated values", at: nameRange)
        }
        let shapes = info.labels.indices.map {
            ParameterShape(label: info.labels[$0], hasDefault: info.defaults[$0] != nil, isVariadic: false,
                           acceptsClosure: info.types[$0].unwrapped.isFunction)
        }
        let given = arguments.map(ArgumentShape.init)
        switch CallMatcher.match(shapes, given) {
        case .failure(let reason):
            let names = info.labels.map { $0 ?? "_" }
            return failure(reason.message(parameters: shapes, parameterNames: names, arguments: given), at: nameRange,
                           hint: "'\(type.name).\(name)' is declared 'case \(name)(\(describeAssociated(info)))'")
        case .success(let bindings):
            var values = [TypedAssociatedValue]()
            for (position, bound) in bindings.enumerated() {
                let expected = info.types[position]
                if let source = bound.first {
                    let compiled = expression(arguments[source].value, expected: expected)
                    checkConvertible(compiled, to: expected, at: arguments[source].value.range, role: .argument)
                    values.append(.argument(compiled.eval, convertedTo: expected))
                } else if let fallback = info.defaults[position] {
                    values.append(.defaultValue(fallback))
                }
            }
            return .enumCase(type, index: index, values: values)
        }
    }

    private func describeAssociated(_ info: EnumCaseInfo) -> String {
        info.types.indices.map { (info.labels[$0].map { $0 + ": " } ?? "") + info.types[$0].name }.joined(separator: ", ")
    }

    /// `Kind(rawValue: "s")`: the case with that raw value, or nil.
    func enumRawInitializer(_ type: StructType, _ arguments: [Argument], nameRange: SourceRange) -> TypedExpression? {
        guard let rawType = type.rawType, arguments.count == 1, arguments[0].label == "rawValue" else { return nil }
        let compiled = expression(arguments[0].value, expected: rawType)
        checkConvertible(compiled, to: rawType, at: arguments[0].value.range, role: .argument)
        return .enumFromRawValue(type, raw: compiled.eval, rawType: rawType)
    }

    /// `.image(let url)`, `.pair(x: let a, y: _)`, `Kind.spacer(let h)` matched against an
    /// enum value: the case by name, then each associated value by its own pattern.
    func enumCasePattern(_ name: String, _ arguments: [PatternArgument], subjectType: StaticType, owner: TypeSyntax? = nil,
                         range: SourceRange) -> TypedPattern {
        var types = [StaticType](repeating: .unknown, count: arguments.count)
        // A case of a surface enum (`AsyncImagePhase.success(let image)`) is a use of its entry;
        // its associated values have the types the entry declares.
        if case .named(let typeName) = subjectType.unwrapped, let entry = surface.statics(of: typeName, named: name).first {
            SurfaceUsage.shared.record(entry)
            if entry.signature.parameters.count == arguments.count { types = entry.signature.parameters.map { surfaceType($0.type) } }
        }
        // `catch DecodingError.keyNotFound(let key, let context)`: the values are of the types
        // the surface's case declares.
        if let typeName = owner?.dottedName, let entry = surface.statics(of: typeName, named: name).first,
           entry.signature.parameters.count == arguments.count {
            SurfaceUsage.shared.record(entry)
            types = entry.signature.parameters.map { surfaceType($0.type) }
        }
        var caseIndex: Int?
        if let nominal = subjectType.unwrapped.nominal, nominal.kind == .enumeration {
            guard let index = nominal.caseIndex[name] else {
                error("type '\(nominal.name)' has no member '\(name)'", at: range,
                      hint: NameSuggestions.hint(for: name, in: nominal.cases.map(\.name)))
                return .never
            }
            let info = nominal.cases[index]
            if info.types.count == arguments.count { types = info.types }
            else if arguments.count != 1 {
                error("tuple pattern has the wrong length for tuple type '(\(describeAssociated(info))))'", at: range)
            }
            caseIndex = index
        }
        // Each associated value is matched from a slot of its own.
        let slots = arguments.map { _ in scope.newSlot() }
        let parts = arguments.indices.map { position in pattern(arguments[position].pattern, subjectType: types[position]) }
        return .enumCase(TypedEnumCase(name: name, caseIndex: caseIndex, slots: slots, parts: parts))
    }
}
