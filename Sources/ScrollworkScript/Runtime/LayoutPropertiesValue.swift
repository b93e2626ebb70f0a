import Foundation

/// SwiftUI's `LayoutProperties`: what a custom layout says about itself through its
/// `static var layoutProperties`. Its one property, `stackOrientation`, is the axis the
/// layout stacks along, which `Spacer` and `Divider` inside it follow as inside a stack.
enum LayoutPropertiesValue {
    static let type: StructType = {
        let type = StructType(name: "LayoutProperties", isBuiltin: true)
        type.addField("stackOrientation", type: .optional(.named("Axis")), defaultValue: { _ in .none })
        return type
    }()

    /// The properties of a layout that declares none: no stack orientation.
    static let defaults = type.make([.none])
}
