import Foundation
import ScrollworkCore
import ScrollworkFrontEnd
import ScrollworkScene

/// One script behaviour value and how a call from the host runs it.
///
/// When its `updateTarget` compiled to read its arguments unboxed (`TargetMethod`), a call
/// runs that code in this value's own frame, kept from call to call with `self` in it: the
/// arguments are stored as numbers, no record is built, no frame taken from a pool or
/// cleared. Otherwise (or if a call were to arrive while one runs) the method compiled as
/// usual runs in a pooled frame with the arguments as script records.
///
/// Like the rest of a program, it is used from one thread at a time.
final class TargetCall {
    let type: StructType
    let fields: [Value]
    let method: ScriptFunction
    let typed: TargetMethod?
    /// Keeps the program's types alive for the values this behaviour holds.
    let program: CompiledProgram
    /// The program's machine's counters, held without a reference to count (the program keeps them).
    private let counters: RunCounters
    let location: SourceRange?
    /// The unboxed method's frame and code, for a value that can run there.
    private let frame: Frame
    private let numbers: UnsafeMutablePointer<Double>
    private let body: Exec
    private let isTyped: Bool
    /// The context's fields the method reads (`TargetUses.contextFields`).
    private let contextFields: UInt8
    private let writesTarget: Bool
    private let firstLocal: Int
    /// Whether the frame has slots after `self` and the arguments, or may be left a return value.
    private let hasLocals: Bool
    /// Set while a call runs in `frame` (read and written once per call, exempt from run-time
    /// exclusivity checks).
    @exclusivity(unchecked) private var isRunning = false
    private let scratch = TargetCallScratch()

    init(type: StructType, fields: [Value], method: ScriptFunction, typed: TargetMethod?, program: CompiledProgram,
         location: SourceRange?) {
        self.type = type
        self.fields = fields
        self.method = method
        self.typed = typed
        self.program = program
        counters = program.machine.counters
        self.location = location
        if let typed, let frame = typed.makeFrame(type: type, fields: fields, context: program.machine.context),
           let numbers = frame.numbers {
            self.frame = frame
            self.numbers = numbers
            body = typed.body
            isTyped = true
            contextFields = typed.uses.contextFields
            writesTarget = typed.uses.writesTarget
            firstLocal = typed.firstLocal
            hasLocals = typed.frameSize > typed.firstLocal || typed.mayReturnValue
        } else {
            frame = Frame(size: 1, numbers: 1, context: nil)
            numbers = frame.numbers.unsafelyUnwrapped
            body = { _ in .normal }
            isTyped = false
            contextFields = 0
            writesTarget = false
            firstLocal = 1
            hasLocals = false
        }
    }

    func updateTarget(_ target: inout ScrollTarget, context: TargetContext) throws {
        if isTyped && !isRunning {
            try updateUnboxed(&target, context: context)
        } else {
            try updateThroughRecords(&target, context: context)
        }
    }

    /// The call through the unboxed method: the same budget, depth and located errors as a
    /// call of the method compiled as usual.
    private func updateUnboxed(_ target: inout ScrollTarget, context: TargetContext) throws {
        counters.begin()
        TargetNumbers.store(target, numbers, at: TargetNumbers.target)
        if contextFields != 0 { TargetNumbers.store(context, numbers, fields: contextFields) }
        try counters.enter(method.range)
        defer { counters.leave() }
        isRunning = true
        do {
            _ = try body(frame)
        } catch let failure as RuntimeFailure {
            finish()
            throw Diagnostic.error(failure.message, at: location ?? method.range)
        } catch {
            finish()
            throw error
        }
        finish()
        if writesTarget { target = TargetNumbers.target(numbers, at: TargetNumbers.target) }
    }

    /// Ends a call in this value's frame: it may take the next one, and keeps no local of this one.
    @inline(__always)
    private func finish() {
        isRunning = false
        if hasLocals { frame.clear(from: firstLocal) }
    }

    /// The call through the method compiled as usual, with the arguments as script records.
    private func updateThroughRecords(_ target: inout ScrollTarget, context: TargetContext) throws {
        let machine = program.machine
        machine.begin()
        // A behaviour runs outside any scene: with its machine's context.
        var frame = method.makeFrame(context: machine.context)
        let targetSlot = method.parameterSlots[0], contextSlot = method.parameterSlots[1]
        frame.slots[0] = .record(RecordType(type), fields)
        scratch.store(target, context, target: frame.slots + targetSlot, context: frame.slots + contextSlot)
        do {
            _ = try method.run(frame, machine: machine, at: method.range)
        } catch let failure as RuntimeFailure {
            throw Diagnostic.error(failure.message, at: location ?? method.range)
        }
        // Take the arguments out of the frame (moves, not copies) to read and recycle them.
        var targetValue = (frame.slots + targetSlot).move()
        (frame.slots + targetSlot).initialize(to: .none)
        var contextValue = (frame.slots + contextSlot).move()
        (frame.slots + contextSlot).initialize(to: .none)
        guard let result = BuiltinTypes.target(targetValue) else {
            throw Diagnostic.error(PluginMessages.targetNotATarget, at: method.range)
        }
        scratch.recycle(target: &targetValue, context: &contextValue)
        method.pool.give(&frame)
        target = result
    }
}
