import SwiftUI

/// A drawing canvas's settings: colour pickers titled by text and by a label view (one bound to
/// a Core Graphics colour, one with its label hidden), and control groups in each of their forms: zoom buttons with a label
/// view, tools made by a ForEach, history, shapes and layers.
struct CanvasSettings: View {
    @State private var ink = Color.blue
    @State private var paper = UIColor.white.cgColor
    @State private var zoom = 100
    @State private var tool = "pen"
    @State private var edits = 3
    @State private var shape = "line"
    @State private var layer = 0

    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                ColorPicker("Ink", selection: $ink)
                    .id("ink")
                ColorPicker(selection: $paper, supportsOpacity: false) {
                    Label("Paper", systemImage: "doc")
                }
                .id("paper")
                ColorPicker("Marker", selection: $ink)
                    .labelsHidden()
                    .id("marker")
                ControlGroup {
                    Button("Zoom out") { zoom -= 25 }
                        .id("out")
                    Button("Fit") { zoom = 100 }
                        .id("fit")
                    Button("Zoom in") { zoom += 25 }
                        .id("in")
                } label: {
                    Text("Zoom")
                }
                .id("zoom")
                ControlGroup("Tools", systemImage: "pencil.tip") {
                    ForEach(["pen", "brush"], id: \.self) { name in
                        Button(name.capitalized) { tool = name }
                            .id(name)
                    }
                }
                .controlGroupStyle(.palette)
                .id("tools")
                ControlGroup {
                    Button("Undo") { edits -= 1 }
                        .id("undo")
                    Button("Redo") { edits += 1 }
                        .id("redo")
                }
                ControlGroup("Shapes") {
                    Button("Line") { shape = "line" }
                    Button("Box") { shape = "box" }
                        .id("box")
                }
                ControlGroup("Layers", image: ImageResource(name: "layers", bundle: .main)) {
                    Button("Up") { layer += 1 }
                        .id("up")
                    Button("Down") { layer -= 1 }
                }
                Button("Reset ink") { ink = .red }
                    .id("reset")
            }
        }
    }
}
