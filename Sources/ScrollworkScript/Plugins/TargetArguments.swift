import Foundation
import ScrollworkCore
import ScrollworkFrontEnd
import ScrollworkScene

/// The arguments of an `updateTarget(_ target: inout ScrollTarget, context: TargetContext)`
/// compiled to be read unboxed: while `TargetMethod` compiles the method for calls from the
/// host, the compiler asks this object about the names `target`, `context` and `self`'s
/// Double properties, and member chains on them become direct reads and stores of Doubles
/// in the frame's `numbers` (see `TargetNumbers`) instead of walks through script records.
///
/// What it does not recognise compiles as usual on a record made from the numbers when it
/// is read (`let saved = target`), and written back when it is assigned (`target = saved`),
/// so every script means what it meant before; only the common chains are faster.
///
/// Places inside the arguments travel between the compiler's steps as the `place` of a
/// `HostRead.boxed`, then of its `Typed`: a `FieldPath` whose slot is the argument's and whose `fields` are a
/// `TargetPlace` (kind, offset). The compiler's hooks hand such places only to this object.
final class TargetArguments: HostArguments {
    let targetSlot: Int
    let contextSlot: Int
    /// `self`'s Double and Bool properties read from `numbers` (a Bool as 1 or 0): offset by
    /// field index. `self` does not change during a call of a method that is not `mutating`.
    let selfNumbers: [Int: Int]
    let selfType: StructType
    /// Where a target that no longer converts to a `ScrollTarget` is reported: the method.
    let range: SourceRange
    /// What the compiled code touches, so a call stores and reads back only that.
    private var touched = TargetUses()
    /// Reads of `context` whole compiled, and how many of them a member read took over: when
    /// some were not, the context is used as a record and every field is needed.
    private var contextReads = 0, contextMembersRead = 0

    var uses: TargetUses {
        var uses = touched
        if contextReads > contextMembersRead { uses.contextFields = TargetUses.allContextFields }
        return uses
    }

    init(targetSlot: Int, contextSlot: Int, selfType: StructType, range: SourceRange) {
        self.targetSlot = targetSlot
        self.contextSlot = contextSlot
        self.selfType = selfType
        self.range = range
        var numbers = [Int: Int]()
        for index in selfType.fieldNames.indices where selfType.wrapperFields[index] == nil
            && (selfType.fieldTypes[index] == .double || selfType.fieldTypes[index] == .bool) {
            numbers[index] = TargetNumbers.count + numbers.count
        }
        selfNumbers = numbers
    }

    var numberCount: Int { TargetNumbers.count + selfNumbers.count }

    // MARK: Reads

    /// `target` or `context` read whole, at depth 0 of the method: a record made from the
    /// numbers, whose place lets a member chain after it read the numbers directly.
    func argument(slot: Int, range: SourceRange) -> HostRead? {
        let place: TargetPlace
        switch slot {
        case targetSlot: place = TargetPlace(.target, TargetNumbers.target)
        case contextSlot:
            place = TargetPlace(.context, 0)
            contextReads += 1
        default: return nil
        }
        return boxed(place, root: slot, range: range)
    }

    /// A Double or Bool property of `self` by its bare name, read unboxed.
    func selfProperty(of type: StructType, _ index: Int) -> HostRead? {
        guard type === selfType, let offset = selfNumbers[index] else { return nil }
        if type.fieldTypes[index] == .bool { return .truth { f in f.numbers.unsafelyUnwrapped[offset] != 0 } }
        return .number { f in f.numbers.unsafelyUnwrapped[offset] }
    }

    /// Whether a place came from this object (then only it may read it).
    func owns(_ path: FieldPath) -> Bool {
        (path.slot == targetSlot || path.slot == contextSlot) && path.fields.count == 2
    }

    /// `base.name` where `base` is a place in the arguments; nil for a member this object does
    /// not read directly (the caller then compiles it on the boxed value).
    func member(of path: FieldPath, _ name: String, range: SourceRange) -> HostRead? {
        guard owns(path), let place = TargetPlace(path.fields) else { return nil }
        if place.kind == .rect, let leaf = Self.rectLeaf(name, place.offset) {
            touched.note(reading: place)
            return .number(leaf)
        }
        guard let next = place.member(name) else { return nil }
        if place.kind == .context { contextMembersRead += 1 }
        if next.kind == .number {
            touched.note(reading: next)
            let offset = next.offset
            return .number { f in f.numbers.unsafelyUnwrapped[offset] }
        }
        return boxed(next, root: path.slot, range: range)
    }

    /// The boxed read of a place, with the place attached for the next member.
    private func boxed(_ place: TargetPlace, root: Int, range: SourceRange) -> HostRead {
        touched.note(reading: place)
        return .boxed({ f in place.value(f.numbers.unsafelyUnwrapped) }, place.staticType,
                      place: FieldPath(slot: root, fields: place.fields, types: [BuiltinTypes.scrollTarget, BuiltinTypes.scrollTarget],
                                       range: range))
    }

    /// The computed members of a rect, as CoreGraphics defines them (`Rect+CoreGraphics`).
    private static func rectLeaf(_ name: String, _ o: Int) -> NumberEval? {
        switch name {
        case "minX": return { f in TargetPlace.rect(f.numbers.unsafelyUnwrapped, o).cgMinX }
        case "minY": return { f in TargetPlace.rect(f.numbers.unsafelyUnwrapped, o).cgMinY }
        case "maxX": return { f in TargetPlace.rect(f.numbers.unsafelyUnwrapped, o).cgMaxX }
        case "maxY": return { f in TargetPlace.rect(f.numbers.unsafelyUnwrapped, o).cgMaxY }
        case "midX": return { f in TargetPlace.rect(f.numbers.unsafelyUnwrapped, o).cgMidX }
        case "midY": return { f in TargetPlace.rect(f.numbers.unsafelyUnwrapped, o).cgMidY }
        case "width": return { f in TargetPlace.rect(f.numbers.unsafelyUnwrapped, o).cgWidth }
        case "height": return { f in TargetPlace.rect(f.numbers.unsafelyUnwrapped, o).cgHeight }
        default: return nil
        }
    }

    // MARK: Writes

    /// `target` as a place (`target = context.originalTarget`, `&target`): its record made from
    /// the numbers, changed, and stored back.
    func wholePlace(slot: Int) -> LValue? {
        guard slot == targetSlot else { return nil }
        return lvalue(TargetPlace(.target, TargetNumbers.target), parents: [])
    }

    /// `target.rect.origin.y` and other member chains on `target` as a place that stores
    /// straight into the numbers; nil when the chain has any other step.
    func memberPlace(root slot: Int, _ operations: ArraySlice<PostfixOperation>, compiler: BodyChecker) -> (LValue, StaticType)? {
        guard slot == targetSlot, !operations.isEmpty else { return nil }
        var place = TargetPlace(.target, TargetNumbers.target)
        var parents = [Parent]()
        for operation in operations {
            guard case .member(let name, let nameRange) = operation.kind, let next = place.member(name) else { return nil }
            // A member the surface declares settable (a rect's origin, a point's y) writes a value
            // that does not fit through its setter, for the setter's own error.
            var setter: ((inout Value, Value) throws -> Void)?
            if place.kind != .target {
                guard let entry = compiler.surfaceMembers(of: place.staticType, named: name)?.first(where: { !$0.signature.isCallable }),
                      case .accessor(_, let set) = entry.body else { return nil }
                SurfaceUsage.shared.record(entry)
                setter = set
            }
            parents.append(Parent(place: place, setter: setter, range: nameRange))
            place = next
        }
        return (lvalue(place, parents: parents), place.staticType)
    }

    /// A place above the one written, and how to write a value into it the surface's way.
    private struct Parent {
        let place: TargetPlace
        let setter: ((inout Value, Value) throws -> Void)?
        let range: SourceRange
    }

    private func lvalue(_ place: TargetPlace, parents: [Parent]) -> LValue {
        touched.writesTarget = true
        let failure = Diagnostic.error(PluginMessages.targetNotATarget, at: range)
        /// Stores `value` into `place`, else through the surface's setter on its parent.
        func write(_ value: Value, _ place: TargetPlace, _ level: Int, _ numbers: UnsafeMutablePointer<Double>) throws {
            if place.store(value, numbers) { return }
            guard level > 0, let setter = parents[level - 1].setter else { throw failure }
            let parent = parents[level - 1]
            var boxed = parent.place.value(numbers)
            try located(parent.range) { try setter(&boxed, value) }
            try write(boxed, parent.place, level - 1, numbers)
        }
        let level = parents.count
        if place.kind == .number {
            let offset = place.offset
            return LValue(get: { f in .double(f.numbers.unsafelyUnwrapped[offset]) }, modify: { f, body in
                let numbers = f.numbers.unsafelyUnwrapped
                var value = Value.double(numbers[offset])
                try body(&value)
                if case .double(let number) = value { numbers[offset] = number } else { try write(value, place, level, numbers) }
            }, store: { f, value in
                let numbers = f.numbers.unsafelyUnwrapped
                if case .double(let number) = value { numbers[offset] = number } else { try write(value, place, level, numbers) }
            })
        }
        return LValue(get: { f in place.value(f.numbers.unsafelyUnwrapped) }, modify: { f, body in
            let numbers = f.numbers.unsafelyUnwrapped
            var value = place.value(numbers)
            try body(&value)
            try write(value, place, level, numbers)
        })
    }
}

/// Which arguments compiled code may touch: a call stores only the context's fields the code
/// reads, and reads the target back only when the code may write it.
struct TargetUses {
    /// `TargetNumbers.Field` bits.
    var contextFields: UInt8 = 0
    var writesTarget = false

    static let allContextFields: UInt8 = 0b11111

    /// Notes the context's field a place lies in (the context itself and the target: nothing).
    mutating func note(reading place: TargetPlace) {
        guard place.kind != .context, let field = TargetNumbers.contextField(at: place.offset) else { return }
        contextFields |= field
    }
}
