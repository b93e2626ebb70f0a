import Foundation
import ScrollworkCore
import ScrollworkFrontEnd

/// Arguments of code compiled for one kind of host call, read unboxed from the frame's
/// `numbers` instead of from script values in its slots: an `updateTarget`'s target and
/// context (`TargetArguments`), a folded transition's phase (`PhaseArgument`).
///
/// While such code compiles, the compiler asks the object set as its `hostArguments` first
/// wherever a name or a member chain could be one of these arguments; an answer of nil
/// means "compile as usual". Its answers are `HostRead`s, checked into the typed tree as
/// they are. A place it hands out (a `FieldPath` rooted at one of its slots) is read only
/// through `member(of:_:range:)`.
protocol HostArguments: AnyObject {
    /// The argument in `slot` (a local at depth 0) read whole.
    func argument(slot: Int, range: SourceRange) -> HostRead?
    /// Stored property `index` of `self` (a method of `type`) read by its bare name.
    func selfProperty(of type: StructType, _ index: Int) -> HostRead?
    /// Whether a place came from this object.
    func owns(_ path: FieldPath) -> Bool
    /// `base.name` where `base` is a place this object handed out.
    func member(of path: FieldPath, _ name: String, range: SourceRange) -> HostRead?
    /// The argument in `slot` as a place (`target = …`, `&target`).
    func wholePlace(slot: Int) -> LValue?
    /// A member chain on the argument in `slot` as a place (`target.rect.origin.y = 0`).
    func memberPlace(root slot: Int, _ operations: ArraySlice<PostfixOperation>, compiler: BodyChecker) -> (LValue, StaticType)?
}

extension HostArguments {
    func selfProperty(of type: StructType, _ index: Int) -> HostRead? { nil }
    func wholePlace(slot: Int) -> LValue? { nil }
    func memberPlace(root slot: Int, _ operations: ArraySlice<PostfixOperation>, compiler: BodyChecker) -> (LValue, StaticType)? {
        nil
    }
}

/// How a host call's argument (or a part of it) is read: unboxed from the frame's `numbers`,
/// or boxed with the place it came from, so a member after it can be read unboxed in turn.
enum HostRead {
    case number(NumberEval)
    case truth(TruthEval)
    case boxed(Eval, StaticType, place: FieldPath)
}
