import Foundation

/// UIKit's size classes of the screen the scene runs on, as an app reads them from
/// `horizontalSizeClass`/`verticalSizeClass`: Apple's table for iOS devices, told from the
/// screen's size in points, full screen (docs/SEMANTICS.md, "Size classes").
public struct SizeClasses: Equatable, Sendable {
    public enum SizeClass: String, Sendable { case compact, regular }

    public var horizontal: SizeClass
    public var vertical: SizeClass

    public init(horizontal: SizeClass, vertical: SizeClass) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// An iPhone in portrait: compact width, regular height.
    public static let portraitPhone = SizeClasses(horizontal: .compact, vertical: .regular)

    /// The classes of a full-screen app on a screen of `screen` points. Only an iPhone in
    /// landscape is shorter than 500 pt (375–440; an iPad is at least 744 on either side), and
    /// its height is compact; its width is regular from 896 pt (the Plus and Max models, 926–956
    /// wide) and compact below (852 and 874 for the others, 667 for an SE). Any other screen is
    /// an iPhone in portrait (at most 440 wide: compact width) or an iPad (at least 744 wide:
    /// regular), so 700 pt tells them apart.
    public static func of(screen: Size) -> SizeClasses {
        if screen.height < 500 {
            return SizeClasses(horizontal: screen.width >= 896 ? .regular : .compact, vertical: .compact)
        }
        return SizeClasses(horizontal: screen.width >= 700 ? .regular : .compact, vertical: .regular)
    }
}
