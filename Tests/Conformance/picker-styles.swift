import SwiftUI

/// The appearance a reader picks for the app.
enum Appearance: String, CaseIterable, Identifiable {
    case light, dark, system
    var id: String { rawValue }
}

/// A reader's settings: a segmented control of the app's appearance, one of text sizes by
/// number, a wheel of units, and the styles that keep a picker's row.
struct ReaderSettings: View {
    @State private var appearance = Appearance.system
    @State private var textSize = 1
    @State private var unit = "km"
    @State private var sort = "Title"

    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                Picker("Appearance", selection: $appearance) {
                    ForEach(Appearance.allCases) { appearance in
                        Text(appearance.rawValue.capitalized).tag(appearance)
                    }
                }
                .pickerStyle(.segmented)
                .id("appearance")
                Picker("Text size", selection: $textSize) {
                    Text("Small").tag(0)
                    Text("Medium").tag(1)
                    Text("Large").tag(2)
                    Text("Huge").tag(3)
                }
                .pickerStyle(SegmentedPickerStyle())
                .id("size")
                Picker("Distance", selection: $unit) {
                    Text("Kilometres").tag("km")
                    Text("Miles").tag("mi")
                }
                .pickerStyle(.wheel)
                .id("wheel")
                Picker("Sort", selection: $sort) {
                    Text("Title").tag("Title")
                    Text("Author").tag("Author")
                }
                .pickerStyle(.menu)
                .id("menu")
                Picker("Sort", selection: $sort) {
                    Text("Title").tag("Title")
                    Text("Author").tag("Author")
                }
                .pickerStyle(.navigationLink)
                .id("link")
                Picker("Sort", selection: $sort) {
                    Text("Title").tag("Title")
                    Text("Author").tag("Author")
                }
                .pickerStyle(.automatic)
                .id("automatic")
                Picker("Sort", selection: $sort) {
                    Text("Title").tag("Title")
                    Text("Author").tag("Author")
                }
                .pickerStyle(.inline)
                .id("inline")
                Picker("Sort", selection: $sort) {
                    Text("Title").tag("Title")
                    Text("Author").tag("Author")
                }
                .pickerStyle(.palette)
                .id("palette")
            }
        }
    }
}

#Preview("Reader settings") {
    ReaderSettings()
}
