import SwiftUI

/// A compact picker panel: a scroll view with a fixed frame as the whole screen's content,
/// which a hosting controller centres in the safe area.
struct CompactPicker: View {
    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                ForEach(0..<20) { index in
                    Text("Option \(index)")
                        .frame(width: 100, height: 40)
                        .id(index)
                }
            }
        }
        .frame(width: 200, height: 300)
        .id("panel")
    }
}

/// A full-screen list: it fills the region, so centring leaves it where it was.
struct FullList: View {
    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                ForEach(0..<20) { index in
                    Text("Entry \(index)")
                        .frame(height: 44)
                        .id(index)
                }
            }
        }
    }
}

/// A panel taller than the screen overflows evenly at both ends, as any root does.
struct TallPanel: View {
    var body: some View {
        ScrollView {
            Text("Tall")
                .frame(width: 100, height: 40)
        }
        .frame(width: 390, height: 1000)
    }
}
