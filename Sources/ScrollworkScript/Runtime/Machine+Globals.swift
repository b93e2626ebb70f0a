import Foundation
import ScrollworkCore
import ScrollworkFrontEnd

/// Globals' and static stored properties' initial values. Swift runs each on first use (the
/// globals of a module other than `main.swift` are lazy), so one file's global may use
/// another's, or a type's static, whatever the order of files and declarations. A program
/// runs them all as it loads, in declaration order, but a read of one not yet run runs it
/// first; once all have run (and none failed), reads cost one check of an empty table.
extension Machine {
    /// A global's initial value: its slot, how to compute it, where it is declared.
    struct GlobalInitializer {
        let slot: Int
        let eval: Eval
        let range: SourceRange
        let name: String
        /// The error it failed with: Swift stops the program when a global's initial value
        /// fails, so here every read of it (another preview's, a later command's) fails the same
        /// way, never reading a value it does not have.
        var failure: Error?
    }

    /// The value of global slot `slot`, running its initial value first (in the context of the
    /// code reading it, `reader`'s) if it has not run.
    @inline(__always)
    func global(_ slot: Int, readBy reader: Frame) throws -> Value {
        if !pendingGlobals.isEmpty { try initializeGlobal(slot, readBy: reader) }
        return globals.slots[slot]
    }

    /// Runs `slot`'s initial value if it is still pending. One that uses itself, directly or
    /// through others, is an error where it is declared, as Swift reports a cycle. It runs in
    /// the reader's context: a scene's, when a view reads `Model.preview` whose `init()` starts a
    /// `Task`, as Swift first runs a static there.
    func initializeGlobal(_ slot: Int, readBy reader: Frame? = nil) throws {
        guard let initializer = pendingGlobals[slot] else { return }
        if let failure = initializer.failure { throw failure }
        let loading = globals.context
        if let context = reader?.context { globals.context = context }
        defer { globals.context = loading }
        if initializingGlobals.contains(slot) {
            throw Diagnostic.error(Self.cycle(initializer.name), at: initializer.range)
        }
        initializingGlobals.insert(slot)
        defer { initializingGlobals.remove(slot) }
        // Run once, failing or not.
        do {
            globals.slots[slot] = try initializer.eval(globals)
            pendingGlobals[slot] = nil
        } catch let diagnostic as Diagnostic where RuntimeMessages.needsScene(diagnostic.message) {
            // Not the program's failure: it starts a `Task` or builds a view, and a read in a scene runs it.
            throw diagnostic
        } catch {
            pendingGlobals[slot]?.failure = error
            throw error
        }
    }

    /// Runs every pending initial value in order; a failing one is reported and the rest run
    /// (what reads it fails with its error in turn).
    ///
    /// One that needs a scene (it starts a `Task`, or builds a view: `let links = [Link(…)]`) is
    /// left for its first read instead, as Swift runs it only then: an error only if it is read
    /// where no scene is.
    func initializeGlobals(_ initializers: [GlobalInitializer]) -> [Diagnostic] {
        for initializer in initializers { pendingGlobals[initializer.slot] = initializer }
        var diagnostics = [Diagnostic]()
        for initializer in initializers where pendingGlobals[initializer.slot].map({ $0.failure == nil }) ?? false {
            beginHostCall()
            do {
                try initializeGlobal(initializer.slot)
            } catch let diagnostic as Diagnostic where RuntimeMessages.needsScene(diagnostic.message) {
                continue
            } catch let diagnostic as Diagnostic {
                diagnostics.append(Self.located(diagnostic, in: initializer))
            } catch {
                diagnostics.append(.error(String(describing: error), at: initializer.range))
            }
        }
        return diagnostics
    }

    static func cycle(_ name: String) -> String { "'\(name)' is used while its own initial value is worked out" }

    /// A failure raised in code the initial value runs (a `Bundle` extension's `fatalError`),
    /// reported at the global's declaration with a note where it was raised: the global fails,
    /// not the code it ran, which is fine for every other caller.
    private static func located(_ failure: Diagnostic, in initializer: GlobalInitializer) -> Diagnostic {
        guard failure.range.file != initializer.range.file || !initializer.range.contains(failure.range.start) else { return failure }
        var located = failure
        located.range = initializer.range
        located.notes.insert(.note("raised here, while '\(initializer.name)' got its initial value", at: failure.range), at: 0)
        return located
    }
}
