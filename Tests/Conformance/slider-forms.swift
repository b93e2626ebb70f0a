import SwiftUI

/// A settings panel with sliders written in each of the SDK's forms: the iOS 13 ones that
/// take the bounds' labels as views (as course projects of that time do), the newer ones
/// that take them as closures, and the plain and labelled ones with a step or a callback.
struct GridSettings: View {
    @State private var rows = 10.0
    @State private var columns = 4.0
    @State private var volume = 0.5
    @State private var isEditing = false

    var body: some View {
        VStack(spacing: 0) {
            Slider(value: $rows, in: 1...50, minimumValueLabel: Text("1").id("rows min"), maximumValueLabel: Text("50").id("rows max")) {
                Text("Rows")
            }
            .id("rows")
            Slider(value: $columns, in: 1...12, step: 1) {
                Text("Columns")
            } minimumValueLabel: {
                Text("1").frame(height: 40).id("columns min")
            } maximumValueLabel: {
                Text("12").frame(height: 40).id("columns max")
            }
            .id("columns")
            Slider(value: $volume, in: 0...1, step: 0.1, onEditingChanged: { isEditing = $0 }).id("volume")
            Slider(value: $volume) { Text("Volume") }.id("labelled")
            Slider(value: $rows, in: 1...50, onEditingChanged: { isEditing = $0 }) { Text("Rows") }.id("iOS 13")
        }
    }
}

/// The remaining forms, each written with the labels only it takes.
struct PlayerSettings: View {
    @State private var speed = 1.0
    @State private var isEditing = false

    var body: some View {
        VStack(spacing: 0) {
            Slider(value: $speed, label: { Text("Speed") }, onEditingChanged: { isEditing = $0 }).id("label first")
            Slider(value: $speed, in: 0...2, step: 0.25, label: { Text("Speed") }, onEditingChanged: { isEditing = $0 }).id("stepped label first")
            Slider(value: $speed) {
                Text("Speed")
            } minimumValueLabel: {
                Text("0").id("slow")
            } maximumValueLabel: {
                Text("1").id("fast")
            }
            .id("bounds labels")
            Slider(value: $speed, in: 0...2, step: 0.25, onEditingChanged: { isEditing = $0 }) { Text("Speed") }.id("stepped iOS 13")
            Slider(value: $speed, in: 0...2, step: 0.25, minimumValueLabel: Text("0").id("none"), maximumValueLabel: Text("2x").id("double")) {
                Text("Speed")
            }
            .id("stepped bounds views")
        }
    }
}

#Preview("Grid") { GridSettings() }
#Preview("Player") { PlayerSettings() }
