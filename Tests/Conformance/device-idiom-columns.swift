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

    private var about: String {
        let device = UIDevice.current
        let upright = device.orientation.isPortrait && !device.orientation.isLandscape
        return "\(device.model) \(device.name) \(device.localizedModel), \(device.systemName) \(device.systemVersion)"
            + (upright ? ", portrait" : "")
    }
}
