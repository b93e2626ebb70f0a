import Foundation

/// The methods that make a script type a behaviour, found the same way when the program is
/// checked (a conformance without its method is an error) and when a scene makes the plug-in.
extension StructType {
    /// `updateTarget(_ target: inout ScrollTarget, context: TargetContext)`, if the type declares it.
    var updateTargetMethod: ScriptFunction? {
        methods["updateTarget"]?.first { $0.labels == [nil, "context"] && $0.inoutFlags == [true, false] }
    }

    /// `pin(_ item: StickyItem, context: StickyContext) -> Edge?`, if the type declares it.
    var pinMethod: ScriptFunction? {
        methods["pin"]?.first { $0.labels == [nil, "context"] && $0.inoutFlags == [false, false] }
    }
}
