import Foundation

/// The names a REPL session defines for `print`/`expect` expressions.
public protocol SessionBindings: AnyObject {
    /// The names the session defines, declared in Swift (`var offset: CGFloat { get }`); they
    /// join the surface for the expressions the session evaluates.
    var names: [SessionName] { get }
    /// A name the session defines (`offset`, `velocity`, `phase`, …), or nil.
    func value(of name: String) -> ScriptValue?
    /// A function the session defines (`item(ID)`), or nil if it defines none by that name.
    func call(_ name: String, arguments: [ScriptValue]) throws -> ScriptValue?
    /// A name whose value lives in the scene (`state`), read as it is there rather than as a
    /// copy: nil for the others, which `value(of:)` gives.
    func liveValue(of name: String) -> LiveValue?
}

extension SessionBindings {
    public func liveValue(of name: String) -> LiveValue? { nil }
}

