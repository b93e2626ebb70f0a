import SwiftUI

/// Rows a flow layout makes of its subviews, typed as apps type them: `LayoutSubviews.Element`.
struct TagFlow: Layout {
    var spacing: CGFloat = 8

    func rows(_ maxWidth: CGFloat, _ subviews: Subviews) -> [[LayoutSubviews.Element]] {
        var rows: [[LayoutSubviews.Element]] = [[]]
        var width: CGFloat = 0
        for subview in subviews {
            let size = subview.sizeThatFits(.unspecified)
            if width + size.width > maxWidth, !rows[rows.count - 1].isEmpty {
                rows.append([])
                width = 0
            }
            rows[rows.count - 1].append(subview)
            width += size.width + spacing
        }
        return rows
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let rows = rows(proposal.width ?? 0, subviews)
        return CGSize(width: proposal.width ?? 0, height: CGFloat(rows.count) * 30)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for (index, row) in rows(bounds.width, subviews).enumerated() {
            var x = bounds.minX
            for subview in row {
                let size = subview.sizeThatFits(.unspecified)
                subview.place(at: CGPoint(x: x, y: bounds.minY + CGFloat(index) * 30), proposal: .unspecified)
                x += size.width + spacing
            }
        }
    }
}

/// Controls and modifiers of iOS 16 to 18 in the shapes apps write them: a toggle titled with a
/// symbol, a symbol with a variable value, a material overlay in a shape, a scoped animation,
/// a progress view counting down a timer interval and one with a current-value label, a path
/// moved by an offset, a flow layout, and work scheduled on a wall-clock deadline.
struct NewerControls: View {
    @State private var wifi = true
    @State private var volume = 0.3
    @State private var pulse = false
    @State private var fired: [String] = []
    let workout = Date.now...Date.now.addingTimeInterval(60)

    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                Toggle("Wi-Fi", systemImage: wifi ? "wifi" : "wifi.slash", isOn: $wifi)
                    .id("wifi")
                Image(systemName: "speaker.wave.3.fill", variableValue: volume)
                    .frame(height: 40)
                    .id("speaker")
                Text("frosted")
                    .frame(height: 40)
                    .overlay(.ultraThinMaterial, in: RoundedRectangle(cornerRadius: 10))
                    .id("frosted")
                Text("scaled")
                    .frame(height: 40)
                    .animation(.smooth) { content in content.opacity(pulse ? 0.5 : 1) }
                    .id("scaled")
                ProgressView(timerInterval: workout) { Text("Workout") }
                    .id("workout")
                ProgressView(timerInterval: workout)
                    .id("left")
                ProgressView(timerInterval: workout, countsDown: false)
                    .id("gone")
                ProgressView(value: 0.25, label: { Text("Fetching") }, currentValueLabel: { Text("25%") })
                    .id("fetch")
                Path { path in path.addRect(CGRect(x: 0, y: 0, width: 10, height: 10)) }
                    .offsetBy(dx: 5, dy: 5)
                    .stroke()
                    .frame(height: 30)
                    .id("path")
                TagFlow {
                    Text("alpha").frame(width: 200)
                    Text("beta").frame(width: 150)
                    Text("gamma").frame(width: 100)
                }
                .id("tags")
                Button("Later") {
                    pulse = true
                    DispatchQueue.main.asyncAfter(wallDeadline: .now() + 0.5) { fired.append("wall") }
                }
                .frame(height: 44)
                .id("later")
            }
        }
    }
}

#Preview { NewerControls() }
