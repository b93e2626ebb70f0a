// Declarations only: asset catalog resources (DeveloperToolsSupport, re-exported by SwiftUI)
// and the SwiftUI initialisers that take them or UIKit's colours and images.
@_exported import Foundation
@_exported import UIKit

public struct ImageResource: Hashable, Sendable {
    public init(name: String, bundle: Bundle) {}
}

public struct ColorResource: Hashable, Sendable {
    public init(name: String, bundle: Bundle) {}
}

extension Image {
    public init(_ resource: ImageResource) { self.init("") }
    public init(uiImage: UIImage) { self.init("") }

    public enum Orientation: UInt8, CaseIterable, Hashable, Sendable {
        case up, upMirrored, down, downMirrored, left, leftMirrored, right, rightMirrored
    }
    public init(_ cgImage: CGImage, scale: CGFloat, orientation: Image.Orientation = .up, label: Text) { self.init("") }
    public init(decorative cgImage: CGImage, scale: CGFloat, orientation: Image.Orientation = .up) { self.init("") }
}

extension Font {
    public init(_ font: UIFont) { self.init() }
}

extension Color {
    public init(_ resource: ColorResource) { self.init("") }
    public init(uiColor: UIColor) { self.init("") }
    public init(_ cgColor: CGColor) { self.init("") }
    public init(cgColor: CGColor) { self.init("") }
    // Apps write `Color(.white)`, `Color(.systemBackground)` and `Color(tint)`, and iOS builds them all.
    @_disfavoredOverload public init(_ color: UIColor) { self.init("") }
    public init(_ color: Color) { self.init("") }
    public func resolve(in environment: EnvironmentValues) -> Color.Resolved { fatalError() }
    public var cgColor: CGColor? { nil }

    public struct Resolved: Hashable, Sendable {
        public var red: Float
        public var green: Float
        public var blue: Float
        public var opacity: Float
    }
}

extension UIImage {
    public convenience init(resource: ImageResource) { self.init(named: "")! }
}

extension UIColor {
    public convenience init(resource: ColorResource) { self.init(white: 0, alpha: 0) }
    public convenience init(_ color: Color) { self.init(white: 0, alpha: 0) }
}
