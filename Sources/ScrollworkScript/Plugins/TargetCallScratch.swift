import Foundation
import ScrollworkCore
import ScrollworkScene

/// The field arrays of the `target` and `context` records an `updateTarget` call receives,
/// kept between calls.
///
/// A call that does not keep its arguments hands the arrays back unshared, so the next
/// call fills them in place and allocates nothing; a script that stores them somewhere
/// keeps them, and the next call gets fresh ones, so value semantics hold either way.
/// Like the rest of a program, it is used from one thread at a time.
final class TargetCallScratch {
    // Taken and given back once per call, never while another access is open: exempt from
    // the run-time exclusivity checks that would otherwise be most of what a call spends here.
    @exclusivity(unchecked) private var target: [Value] = []
    @exclusivity(unchecked) private var original: [Value] = []
    @exclusivity(unchecked) private var context: [Value] = []
    /// Stores the `target` and `context` values for one call into their slots (directly, so
    /// no temporary keeps a second reference to the arrays).
    func store(_ scrollTarget: ScrollTarget, _ targetContext: TargetContext,
               target targetSlot: UnsafeMutablePointer<Value>, context contextSlot: UnsafeMutablePointer<Value>) {
        var targetFields = Self.take(&target, count: 2)
        targetFields[0] = .rect(scrollTarget.rect)
        targetFields[1] = scrollTarget.anchor.map { .unitPoint($0) } ?? .none
        var originalFields = Self.take(&original, count: 2)
        originalFields[0] = .rect(targetContext.originalTarget.rect)
        originalFields[1] = targetContext.originalTarget.anchor.map { .unitPoint($0) } ?? .none
        var contextFields = Self.take(&context, count: 5)
        contextFields[0] = .record(RecordType(BuiltinTypes.scrollTarget), originalFields)
        contextFields[1] = .vector(targetContext.velocity)
        contextFields[2] = .size(targetContext.contentSize)
        contextFields[3] = .size(targetContext.containerSize)
        contextFields[4] = .optionSet(.axes, targetContext.axis == .vertical ? 2 : 1)
        targetSlot.pointee = .record(RecordType(BuiltinTypes.scrollTarget), targetFields)
        contextSlot.pointee = .record(RecordType(BuiltinTypes.targetContext), contextFields)
    }

    /// Takes the arrays back from values the call has finished with (and clears the values).
    func recycle(target targetValue: inout Value, context contextValue: inout Value) {
        Self.give(&targetValue, to: &target)
        Self.give(&contextValue, to: &context)
        if context.count == 5, case .record(_, let fields) = context[0] {
            context[0] = .none
            original = fields
        }
    }

    private static func take(_ storage: inout [Value], count: Int) -> [Value] {
        var fields: [Value] = []
        swap(&fields, &storage)
        if fields.count != count { fields = [Value](repeating: .none, count: count) }
        return fields
    }

    private static func give(_ value: inout Value, to storage: inout [Value]) {
        guard case .record(_, let fields) = value else { return }
        value = .none
        storage = fields
    }
}
