import Foundation
import ScrollworkCore
import ScrollworkScene

/// A core behaviour carried through script values (`.paging`, `.viewAligned`).
final class BehaviorObject: HostObject {
    let behavior: any TargetBehavior
    init(_ behavior: any TargetBehavior) { self.behavior = behavior }
    var typeName: String { "ScrollTargetBehavior" }
}

/// SwiftUI's built-in target behaviours, mapped to the core's implementations.
enum BuiltinBehaviors {
    static let names: Set<String> = ["paging", "viewAligned"]

    /// `.paging`, `.viewAligned`, `.viewAligned(limitBehavior: .always)`; nil for anything else.
    static func value(_ name: String, arguments: [String: Value]) -> Value? {
        switch name {
        case "paging" where arguments.isEmpty:
            return .host(BehaviorObject(PagingBehavior()))
        case "viewAligned":
            guard arguments.keys.allSatisfy({ $0 == "limitBehavior" }) else { return nil }
            var limit = ViewAlignedBehavior.LimitBehavior.automatic
            if let argument = arguments["limitBehavior"] {
                guard case .symbol(let symbol) = argument, let parsed = ViewAlignedBehavior.LimitBehavior(rawValue: symbol) else {
                    return nil
                }
                limit = parsed
            }
            return .host(BehaviorObject(ViewAlignedBehavior(limitBehavior: limit)))
        default:
            return nil
        }
    }
}
