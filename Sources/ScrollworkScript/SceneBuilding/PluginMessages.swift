import Foundation

/// Messages of the plug-ins (the factory, effects run by the scene), in one place.
enum PluginMessages {
    static func notABehavior(_ found: String) -> String {
        "expected a scroll target behaviour such as .paging or SnapToTop(), found \(found)"
    }

    static func notAStickyBehavior(_ found: String, example: String) -> String {
        "expected a StickyBehavior such as \(example)(), found \(found)"
    }

    static let closureExpected = "scrollTransition needs a closure { content, phase in … }"

    static let targetNotATarget = "updateTarget must leave 'target' a ScrollTarget"

    static func notEffects(_ found: String) -> String {
        "a scrollTransition closure must return 'content' with its effects, not \(found)"
    }
}
