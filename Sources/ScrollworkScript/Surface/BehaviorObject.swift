import Foundation
import ScrollworkCore
import ScrollworkScene

/// A core behaviour carried through script values (`.paging`, `.viewAligned`).
final class BehaviorObject: HostObject {
    let behavior: any TargetBehavior
    init(_ behavior: any TargetBehavior) { self.behavior = behavior }
    var typeName: String { "ScrollTargetBehavior" }
}
