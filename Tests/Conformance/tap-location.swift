import SwiftUI

/// Where a tap lands, as iOS 17's `onTapGesture(coordinateSpace:perform:)` gives it: in the
/// view's own coordinates by default, in the screen's for `.global`. A ripple effect starts at
/// that point. iOS 18's `gesture(_:isEnabled:)` attaches a gesture only while enabled, and a
/// content shape of another kind than `.interaction` (a drag preview's) leaves the touch area
/// as it was.
struct TapLocation: View {
    @State private var ripple = CGPoint.zero
    @State private var screenPoint = CGPoint.zero
    @State private var armed = false
    @State private var taps = 0

    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                Color.blue
                    .frame(width: 200, height: 200)
                    .onTapGesture { location in ripple = location }
                    .id("pad")
                Color.green
                    .frame(height: 100)
                    .onTapGesture(count: 1, coordinateSpace: .global) { location in screenPoint = location }
                    .id("strip")
                Text("armed")
                    .frame(height: 50)
                    .gesture(TapGesture().onEnded { taps += 1 }, isEnabled: armed)
                    .id("armed")
                Button("Arm") { armed = true }
                    .frame(height: 50)
                    .id("arm")
                HStack(spacing: 0) {
                    Text("a").frame(width: 40)
                    Spacer()
                    Text("b").frame(width: 40)
                }
                .frame(height: 40)
                .contentShape(.dragPreview, .rect(cornerRadius: 10))
                .onTapGesture { taps += 100 }
                .id("row")
                HStack(spacing: 0) {
                    Text("c").frame(width: 40)
                    Spacer()
                    Text("d").frame(width: 40)
                }
                .frame(height: 40)
                .contentShape(.interaction, .rect)
                .simultaneousGesture(TapGesture().onEnded { taps += 1000 }, isEnabled: armed)
                .highPriorityGesture(TapGesture().onEnded { taps += 10000 }, isEnabled: false)
                .id("whole")
            }
        }
    }
}

#Preview { TapLocation() }
