import SwiftUI

/// A book whose button jumps to the end, marked by a @Namespace id; another asks for an id no view has.
struct Chapters: View {
    @Namespace var bottom
    @State var jump = false
    @State var missing = false
    var body: some View {
        ScrollViewReader { proxy in
            ScrollView {
                VStack(spacing: 0) {
                    Button("Down") { jump = true }
                        .frame(height: 100)
                        .id("down")
                    Button("Nowhere") { missing = true }
                        .frame(height: 100)
                        .id("nowhere")
                    ForEach(0..<10) { index in
                        Text("Chapter \(index)").frame(height: 200)
                    }
                    Text("End").frame(height: 100).id(bottom)
                }
            }
            .onChange(of: jump) { proxy.scrollTo(bottom, anchor: .bottom) }
            .onChange(of: missing) { proxy.scrollTo(UUID(), anchor: .top) }
        }
    }
}
