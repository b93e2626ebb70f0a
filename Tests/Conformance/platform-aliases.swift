import SwiftUI
import UIKit

// A cross-platform library's names for UIKit's, as such libraries spell them.
typealias PlatformImage = UIImage
typealias PlatformViewRepresentable = UIViewRepresentable

/// A UIKit view wrapped through the alias: UIKit's code, set aside as any representable is.
struct AppearDetector: PlatformViewRepresentable {
    func makeUIView(context: Context) -> UIView { UIView() }
    func updateUIView(_ uiView: UIView, context: Context) {}
}

/// A member type reached through the alias.
extension PlatformImage.Orientation {
    var swiftUI: Image.Orientation {
        switch self {
        case .up: return .up
        case .down: return .down
        case .left: return .left
        case .right: return .right
        case .upMirrored: return .upMirrored
        case .downMirrored: return .downMirrored
        case .leftMirrored: return .leftMirrored
        case .rightMirrored: return .rightMirrored
        @unknown default: return .up
        }
    }
}

extension Image.Orientation {
    var platform: PlatformImage.Orientation { self == .left ? .left : .up }
}

/// An app's enum with a case named `none`: its pattern is that case, not Optional's.
enum Badge {
    case none(type: Color)
    case dot(type: Color)

    var tint: Color {
        switch self {
        case .none(let type): return type
        case .dot(let type): return type
        }
    }
}

/// The module's image address, which apps print or hand to `os_log`.
enum Module {
    static func handle(_ dso: UnsafeRawPointer = #dsohandle) -> String { "\(dso)" }
}

final class Theme: ObservableObject {
    @Published var isDark = true
}

/// An app's `background` taking a closure of its theme, beside SwiftUI's of the same labels.
struct ThemedBackground<S: ShapeStyle>: ViewModifier {
    @EnvironmentObject var theme: Theme
    let style: (Theme) -> S

    func body(content: Content) -> some View {
        // A style, not a closure: SwiftUI's background(_:ignoresSafeAreaEdges:).
        content.background(style(theme), ignoresSafeAreaEdges: [])
    }
}

extension View {
    func background(_ style: @escaping (Theme) -> some ShapeStyle, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        modifier(ThemedBackground(style: style))
    }
}

struct PlatformAliases: View {
    var body: some View {
        VStack(spacing: 0) {
            Text("Themed")
                .background { theme in theme.isDark ? Color.black : Color.white }
                .id("themed")
            // A closure taking no value: SwiftUI's background(alignment:content:).
            Text("Framed")
                .padding(8)
                .background { RoundedRectangle(cornerRadius: 8).fill(.white) }
                .id("framed")
            AppearDetector()
                .frame(height: 40)
                .id("detector")
        }
        .environmentObject(Theme())
    }
}

#Preview("Platform aliases") {
    PlatformAliases()
}
