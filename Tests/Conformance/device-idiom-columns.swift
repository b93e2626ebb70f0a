import SwiftUI

/// A catalogue that shows two columns on an iPhone and four on an iPad, and an "about" footer
/// that names the device and its system, as a settings screen does.
struct Catalogue: View {
    private var columnCount: Int {
        UIDevice.current.userInterfaceIdiom == .pad ? 4 : 2
    }

    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                LazyVGrid(columns: Array(repeating: GridItem(.flexible(), spacing: 0), count: columnCount), spacing: 0) {
                    ForEach(0..<12) { index in
                        Text("Item \(index)")
                            .frame(maxWidth: .infinity)
                            .frame(height: 100)
                    }
                }
                if UIDevice.current.userInterfaceIdiom != .pad {
                    Text("Rotate for more columns")
                        .id("hint")
                }
                Text(about)
                    .id("about")
            }
        }
    }

    /// The columns with their spacing doubled (8 pt, the grid's default, where none is set),
    /// each keeping its size.
    static func respaced(_ columns: [GridItem]) -> [GridItem] {
        columns.map { GridItem($0.size, spacing: ($0.spacing ?? 8) * 2) }
    }

    private var about: String {
        let device = UIDevice.current
        return "\(device.model) \(device.name) \(device.localizedModel), \(device.systemName) \(device.systemVersion), "
            + "\(idiomName(device.userInterfaceIdiom)) \(orientationName(device.orientation))"
    }

    private func idiomName(_ idiom: UIUserInterfaceIdiom) -> String {
        switch idiom {
        case .phone: return "phone"
        case .pad: return "pad"
        case .tv, .carPlay, .mac, .vision: return "elsewhere"
        case .unspecified: return "unspecified"
        @unknown default: return "unknown"
        }
    }

    private func orientationName(_ orientation: UIDeviceOrientation) -> String {
        let kind = orientation.isPortrait ? "upright" : orientation.isLandscape ? "sideways" : orientation.isFlat ? "flat" : "unknown"
        switch orientation {
        case .portrait, .portraitUpsideDown: return kind + (orientation.isValidInterfaceOrientation ? " portrait" : "")
        case .landscapeLeft, .landscapeRight: return kind + " landscape"
        case .faceUp, .faceDown, .unknown: return kind
        @unknown default: return kind
        }
    }
}
