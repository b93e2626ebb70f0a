import ScrollworkCore
import ScrollworkFrontEnd

/// Turns a checked expression (`TypedExpression`) into the code the machine runs, with what is
/// known of its type (`Typed`). It reports nothing and declares nothing: every error was
/// reported by the checker. Its only state is the machine whose simulated platform
/// `#available` reads, whose globals frame global names are read from and which runs the
/// computed properties members name.
struct ExpressionLowering {
    let machine: Machine
    /// Set for code of a preview's own body, whose calls of the app's code are replayed
    /// (ExpressionLowering+PreviewCalls.swift).
    var replaysPreviewCalls = false

    func lower(_ expression: TypedExpression) -> Typed {
        switch expression {
        case .literal(let value, let type):
            return .constant(value, type)
        case .availability(let version, let negated):
            let platform = machine.platform
            return Typed(truth: { _ in platform.isAtLeast(version) != negated })
        case .interpolatedString(let segments, let range):
            return interpolatedString(segments, range: range)
        case .optionSet(let kind, let members, let range):
            return Typed({ f in
                var bits: UInt8 = 0
                for member in members {
                    guard case .optionSet(_, let bit) = try member(f) else {
                        throw Diagnostic.error("expected members of \(kind == .edges ? "Edge.Set" : "Axis.Set")", at: range)
                    }
                    bits |= bit
                }
                return .optionSet(kind, bits)
            }, kind == .edges ? .edgeSet : .axisSet)
        case .surfaceOptionSet(let name, let members, let type, let range):
            return Typed({ f in
                var bits = 0
                for member in members {
                    guard case .int(let bit) = try member(f) else { throw Diagnostic.error("expected members of \(name)", at: range) }
                    bits |= bit
                }
                return .int(bits)
            }, type)
        case .appOptionSet(let bits, let members):
            let defaults = bits.type.fieldDefaults
            return Typed({ f in
                var raw = 0
                for member in members { raw |= try bits.raw(try member(f)) }
                var fields = try defaults.map { try $0?(f) ?? .none }
                fields[bits.field] = .int(raw)
                return .record(RecordType(bits.type), fields)
            }, .of(bits.type))
        case .array(let elements, let elementType):
            return Typed({ f in .array(try evaluateAll(elements, f)) }, .array(elementType))
        case .set(let elements, let elementType):
            let converted = elements.map { eval -> Eval in { f in coerce(try eval(f), to: elementType) } }
            return Typed({ f in .set(SetValue(try evaluateAll(converted, f))) }, .set(elementType))
        case .tuple(let elements, let types):
            let converted = elements.indices.map { index -> Eval in
                let eval = elements[index], type = types[index].type
                return { f in coerce(try eval(f), to: type) }
            }
            let labels = types.map(\.label)
            return Typed({ f in .tuple(TupleValue(try evaluateAll(converted, f), labels: labels)) }, .tuple(types))
        case .dictionary(let entries, let type, let range):
            let pairs = entries.map { entry -> (key: Eval, value: Eval) in
                let value = entry.value, valueType = entry.valueType
                return (entry.key, { f in coerce(try value(f), to: valueType) })
            }
            return Typed({ f in
                let values = try pairs.map { (try $0.key(f), try $0.value(f)) }
                return .dictionary(try located(range) { try DictionaryValue(pairs: values) })
            }, type)
        case .local(let local):
            let slot = local.slot, depth = local.depth
            guard depth == 0 else { return Typed({ f in f.ancestor(depth).slots[slot] }, local.type) }
            var typed = Typed({ f in f.slots[slot] }, local.type)
            typed.place = FieldPath(slot: slot, fields: [], types: [], range: local.range)
            return typed
        case .anonymousArgument(let local), .selfValue(let local), .projectedLocal(let local):
            let slot = local.slot, depth = local.depth
            if depth == 0 { return Typed({ f in f.slots[slot] }, local.type) }
            return Typed({ f in f.ancestor(depth).slots[slot] }, local.type)
        case .childTaskResult(let local):
            let slot = local.slot, depth = local.depth
            return Typed({ f in
                let value = depth == 0 ? f.slots[slot] : f.ancestor(depth).slots[slot]
                if case .host(let failure as ChildTaskFailure) = value { throw failure.error }
                return value
            }, local.type)
        case .computedLocal(let local):
            let slot = local.slot, depth = local.depth, range = local.range
            return Typed({ f in
                let getter = try ValueReaders.closure(depth == 0 ? f.slots[slot] : f.ancestor(depth).slots[slot], "getter")
                return try located(range) { try getter.call([], in: f.context) }
            }, local.type)
        case .localGivenLater(let local, let name):
            let slot = local.slot, depth = local.depth, range = local.range
            let message = "constant '\(name)' used before being initialized"
            return Typed({ f in
                let value = depth == 0 ? f.slots[slot] : f.ancestor(depth).slots[slot]
                if value.isNil { throw Diagnostic.error(message, at: range) }
                return value
            }, local.type)
        case .global(let slot, let type):
            let machine = self.machine
            return Typed({ f in try machine.global(slot, readBy: f) }, type)
        case .function(let function, let range):
            return functionValue(function, range: range)
        case .field(let path, let type):
            return field(path, type: type)
        case .property(let value, let getter, let name, let type, let range):
            return property(of: value, getter: getter, name: name, type: type, range: range)
        case .selfProperty(let depth, let getter, let type):
            return selfProperty(depth: depth, getter: getter, type: type)
        case .dynamicProperty(let value, let getter, let type):
            return Typed({ f in try getter(value(f), f.context) }, type)
        case .tupleElement(let value, let index, let type, let range):
            return tupleElement(of: value, index: index, type: type, range: range)
        case .geometryLeaf(let value, let place, let leaf):
            return geometryLeaf(of: value, place: place, leaf: leaf)
        case .phaseMember(let value, let slot, let isIdentity):
            return phaseMember(of: value, slot: slot, isIdentity: isIdentity)
        case .bindingMember(let value, let name, let read, let write, let range):
            return bindingMember(of: value, name: name, read: read, write: write, range: range)
        case .errorDescription(let value, let descriptions, let range):
            return Typed({ f in .string(try descriptions.localizedDescription(of: try value(f), context: f.context, range: range)) }, .string)
        case .bridgedError(let value, let descriptions, let type, let range):
            return Typed({ f in try descriptions.bridged(try value(f), context: f.context, range: range) }, type)
        case .surfaceProperty(let receiver, let getter, let name, let type, let range):
            return surfaceProperty(of: receiver, getter, name: name, type: type, range: range)
        case .extensionProperty(let function, let value, let range):
            return extensionProperty(function, of: value, range: range)
        case .staticProperty(let function, let range):
            return staticProperty(function, range: range)
        case .conformingStatic(let read, let type):
            return conformingStatic(read, type: type)
        case .closure(let function, let range):
            return Typed(closureValue(function, range: range), .function)
        case .capturingClosure(let function, let captures, let frameSize, let range):
            return capturingClosure(function, captures: captures, frameSize: frameSize, range: range)
        case .scriptCall(let call):
            if case .place = call.receiver { return scriptCall(call) }
            return replayedInPreview(scriptCall(call))
        case .newObject(let type):
            return replayedInPreview(newObject(type))
        case .memberwiseInit(let type, let fields):
            return replayedInPreview(memberwiseInit(type, fields: fields))
        case .enumCase(let type, let index, let values):
            return enumCase(type, index: index, values: values)
        case .enumFromRawValue(let type, let raw, let rawType):
            return enumFromRawValue(type, raw: raw, rawType: rawType)
        case .functionValueCall(let callee, let arguments, let result, let range):
            return functionValueCall(callee, arguments, result: result, range: range)
        case .surfaceCall(let call):
            return surfaceCall(call)
        case .surfaceInoutCall(let call):
            return surfaceInoutCall(call)
        case .unaryNumeric(let function, let x):
            return Typed(number: { frame in function(try x(frame)) })
        case .binaryNumeric(let function, let x, let y):
            return Typed(number: { frame in function(try x(frame), try y(frame)) })
        case .logical(let isAnd, let a, let b):
            if isAnd { return Typed(truth: { f in try a(f) && b(f) }) }
            return Typed(truth: { f in try a(f) || b(f) })
        case .nilCoalescing(let x, let y, let type):
            return Typed({ f in
                let value = try x(f)
                if case .none = value { return try y(f) }
                return value
            }, type)
        case .optionalChainStep(let value, let type):
            return Typed({ f in
                let result = try value(f)
                if case .none = result { throw OptionalChainNil() }
                return result
            }, type)
        case .forceUnwrap(let value, let type, let what, let range):
            return Typed({ f in
                let result = try value(f)
                if case .none = result { throw Diagnostic.error(RuntimeMessages.forceUnwrapNil(what.text), at: range) }
                return result
            }, type)
        case .conversion(let value, let target):
            return Typed({ f in coerce(try value(f), to: target) }, target)
        case .conditionalCast(let value, let target):
            return Typed({ f in
                let result = try value(f)
                return BodyChecker.matches(result, target) ? result : .none
            }, .optional(target))
        case .typeTest(let value, let target):
            return Typed({ f in .bool(target.matches(try value(f))) }, .bool)
        case .element(let value, let index, let type, let range):
            return Typed({ f in
                let items = try value(f), position = try index(f)
                if case .array(let list) = items, case .int(let i) = position, i >= 0, i < list.count { return list[i] }
                return try BodyChecker.element(of: items, at: position, range: range)
            }, type)
        case .placeholderElement(let value, let typeName):
            return Typed({ f in .host(PlaceholderValue(PlaceholderValue.of(try value(f))?.name ?? typeName)) }, .placeholder(typeName))
        case .arithmetic(let op, let a, let b, let type, let range):
            return arithmetic(op, a, b, type: type, range: range)
        case .integerArithmetic(let op, let a, let b, let range):
            return integerArithmetic(op, a, b, range: range)
        case .comparison(let op, let a, let b, let range):
            return comparison(op, a, b, range: range)
        case .integerRange(let a, let b, let closed, let range):
            return integerRange(a, b, closed: closed, range: range)
        case .floatingRange(let a, let b, let closed, let range):
            return floatingRange(a, b, closed: closed, range: range)
        case .dateRange(let a, let b, let closed, let range):
            return Typed({ f in try located(range) { try DateRangeTypes.value(try a(f), try b(f), closed: closed) } },
                         .of(closed ? DateRangeTypes.closed : DateRangeTypes.halfOpen))
        case .unsignedRange(let a, let b, let closed, let range):
            return Typed({ f in try located(range) { try UnsignedRangeTypes.value(try a(f), try b(f), closed: closed) } },
                         .of(closed ? UnsignedRangeTypes.pair.closed : UnsignedRangeTypes.pair.halfOpen))
        case .patternMatch(let pattern, let value, let range):
            return patternMatch(pattern, value, range: range)
        case .identity(let a, let b, let negated):
            return identity(a, b, negated: negated)
        case .operatorCall(let function, let a, let b, let range):
            return operatorCall(function, a, b, range: range)
        case .comparisonCall(let function, let op, let a, let b, let range):
            return comparisonCall(function, op, a, b, range: range)
        case .caseOrdering(let op, let order, let a, let b, let range):
            return caseOrdering(op, order, a, b, range: range)
        case .implicitMemberComparison(let member, let value, let isEqual, let range):
            return implicitMemberComparison(member, value, isEqual: isEqual, range: range)
        case .firstNonNil(let options, let last, let type):
            return Typed({ f in
                for option in options {
                    let value = try option(f)
                    if case .none = value { continue }
                    return value
                }
                return try last(f)
            }, type)
        case .retyped(let inner, let type):
            return Typed(lower(inner).eval, type)
        case .conditional(let test, let then, let otherwise, let type):
            return conditional(test, then, otherwise, type: type)
        case .optionalTry(let value, let type):
            return Typed({ f in
                do { return try value(f) } catch let diagnostic as Diagnostic where diagnostic.thrown != nil { return .none }
            }, type)
        case .forcedTry(let value, let type, let range):
            return forcedTry(value, type: type, range: range)
        case .optionalEvaluation(let value, let type):
            return Typed({ f in
                do { return try value(f) } catch is OptionalChainNil { return .none }
            }, type)
        case .negation(let value, let range):
            return negation(value, range: range)
        case .not(let test):
            return Typed(truth: { f in !(try test(f)) })
        case .bitwiseNot(let value, let range):
            return bitwiseNot(value, range: range)
        case .partialRange(let kind, let bound, let type, let range):
            return Typed({ f in try located(range) { try PartialRangeTypes.value(kind, bound: try bound(f)) } }, type)
        case .noValue:
            return Typed({ _ in .none }, .unknown)
        case .failure(let diagnostic):
            return Typed({ _ in throw diagnostic }, .unknown)
        case .placeholder(let stand):
            return placeholder(stand)
        case .unchangedReceiver(let receiver):
            return receiver ?? .constant(.none, .unknown)
        case .boundMethod(let reference):
            return boundMethod(reference)
        case .boundSurfaceMethod(let receiver, let name, let arity, let body, let range):
            return boundSurfaceMethod(of: receiver, name: name, arity: arity, body: body, range: range)
        case .ifValue(let branches, let type):
            return ifValue(branches, type: type)
        case .switchValue(let subject, let slot, let arms, let type, let range):
            return switchValue(subject, slot: slot, arms: arms, type: type, range: range)
        case .genericTypeValue(let spelled):
            return Typed({ f in .type(.builtin(try spelled(f))) }, .unknown)
        case .wrapperProjection(let depth, let index, let name, let type):
            return wrapperProjection(selfDepth: depth, field: index, name: name, type: type)
        case .unheldStateProjection(let slot):
            return unheldStateProjection(slot: slot)
        case .elementBindings(let binding, let method, let range):
            return elementBindings(of: binding, method: method, range: range)
        case .publishedPublisher(let owner, let index):
            return publishedPublisher(of: owner, field: index)
        case .resultCatching(let body, let cases, let range):
            return resultCatching(body, cases, range: range)
        case .resultOf(let outcome, let cases):
            return resultOf(outcome, cases)
        case .typedArray(let made, let element):
            return Typed({ f in
                let value = try made(f)
                guard element == .double, case .array(let items) = value else { return value }
                return .array(items.map { coerce($0, to: .double) })
            }, .array(element))
        case .modelSpecialized(let made, let model, let type):
            return Typed({ f in ModelGenericArgument.specialize(try made(f), to: model) }, type)
        case .chainLoop(let loop):
            return chainLoop(loop)
        case .optionalMap(let value, let transform, let name, let type, let range):
            return optionalMap(of: value, transform: transform, name: name, type: type, range: range)
        case .resultGet(let value, let cases, let range):
            return resultGet(of: value, cases, range: range)
        case .resultTransform(let value, let transform, let cases, let name, let type, let range):
            return resultTransform(of: value, transform: transform, cases, name: name, type: type, range: range)
        case .optionSetCall(let operation, let bits, let receiver, let argument, let type):
            return optionSetCall(operation, bits, receiver: receiver, argument: argument, type: type)
        case .dynamicMemberCall(let call):
            return dynamicMemberCall(call)
        case .hostRead(.number(let number)):
            return Typed(number: number)
        case .hostRead(.truth(let truth)):
            return Typed(truth: truth)
        case .hostRead(.boxed(let eval, let type, let place)):
            var typed = Typed(eval, type)
            typed.place = place
            return typed
        case .subscriptRead(let read, let type):
            return subscriptRead(read, type: type)
        case .genericParameter(let local, let name):
            return genericParameter(local, name: name)
        case .typeArgumentOfSelf(let depth, let index, let name, let range):
            return typeArgumentOfSelf(depth: depth, index: index, name: name, range: range)
        case .associatedTypeOfSelf(let depth, let name, let range):
            return associatedTypeOfSelf(depth: depth, name: name, range: range)
        case .specializedObject(let made, let arguments, let type):
            return specializedObject(made, typeArguments: arguments, type: type)
        case .environmentScope(let scope, let view, let type, let range):
            return environmentScope(scope, view: view, type: type, range: range)
        case .delegatedInit(let made, let place, let failedSlot):
            return delegatedInit(made: made, into: place, failedSlot: failedSlot)
        case .voidCall(let call?):
            return Typed({ f in _ = try call(f); return .none }, .void)
        case .voidCall(nil):
            return Typed({ _ in .none }, .void)
        }
    }

    /// Makes the function value at run time, capturing the frame it is made in.
    private func closureValue(_ function: ScriptFunction, range: SourceRange) -> Eval {
        let machine = self.machine
        return { f in .function(Callable(closure: function, captured: f, machine: machine, range: range)) }
    }

    private func capturingClosure(_ function: ScriptFunction, captures: [TypedCapture], frameSize: Int,
                                  range: SourceRange) -> Typed {
        let size = frameSize, slots = captures.map(\.slot), evals = captures.map(\.value), machine = self.machine
        return Typed({ f in
            let frame = Frame(size: size, parent: f, context: f.context)
            for (slot, eval) in zip(slots, evals) { frame.slots[slot] = try eval(f) }
            return .function(Callable(closure: function, captured: frame, machine: machine, range: range))
        }, .function)
    }

    private func functionValue(_ function: ScriptFunction, range: SourceRange) -> Typed {
        let machine = self.machine, count = function.labels.count
        return Typed({ _ in
            .function(Callable(name: function.name, arity: count) { args, context in
                let frame = Frame(size: function.frameSize, parent: nil, context: context)
                for (index, value) in args.enumerated() {
                    frame.slots[function.parameterSlots[index]] = coerce(value, to: function.parameterTypes[index])
                }
                return try function.run(frame, machine: machine, at: range)
            })
        }, .function)
    }

    private func interpolatedString(_ segments: [TypedStringSegment], range: SourceRange) -> Typed {
        Typed({ f in
            // Literal text is appended as it is and values described straight in: this runs
            // once per row in `Text("Row \(i)")`, so nothing goes through a `Value` it does not need.
            var result = ""
            for segment in segments {
                switch segment {
                case .text(let literal):
                    result += literal
                case .value(let eval):
                    switch try eval(f) {
                    case .string(let piece): result += piece
                    case .int(let number): result += String(number)
                    case let other: result += Value.describe(other)
                    }
                }
            }
            if result.utf8.count > Limits.stringBytes { throw Diagnostic.error(Limits.stringTooLong, at: range) }
            try located(range) { try f.context.charge(result.utf8.count) }
            return .string(result)
        }, .string)
    }
}
