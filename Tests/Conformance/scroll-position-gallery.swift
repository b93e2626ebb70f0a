import SwiftUI

// A horizontal photo gallery driven by a ScrollPosition made in each of its forms, reading
// back what the position holds; its phase callback reads where the gallery came to rest.

struct PositionedGallery: View {
    @State private var position = ScrollPosition(idType: Int.self, x: 200)
    @State private var report = ""
    @State private var restingX: CGFloat = -1
    @State private var asksReset = false
    @State private var asksShare = false
    @State private var showsEnd = false
    @State private var copies = 0

    private func describe() -> String {
        let edge = position.edge == nil ? "none" : "\(position.edge!)"
        let x = position.point?.x ?? -1
        return "\(edge) \(x) \(position.viewID == nil ? "nil" : "id") \(position.isPositionedByUser)"
    }

    var body: some View {
        ScrollView(.horizontal) {
            LazyHStack(spacing: 0) {
                ForEach(0..<20) { index in
                    Text("Photo \(index)")
                        .frame(width: 100, height: 300)
                        .onTapGesture {
                            switch index {
                            case 0: asksReset = true
                            case 2: position.scrollTo(x: 500)
                            case 5: position.scrollTo(x: 700, y: 0)
                            case 7: position = ScrollPosition(idType: Int.self, edge: .trailing)
                            case 16: position = ScrollPosition(id: 10, anchor: .leading)
                            case 10: position = ScrollPosition(idType: Int.self, point: CGPoint(x: 300, y: 0))
                            case 3: position = ScrollPosition(idType: Int.self, x: 100, y: 0)
                            case 4: position = ScrollPosition(idType: Int.self)
                            case 18: asksShare = true
                            case 19: showsEnd = true
                            default: break
                            }
                            report = describe()
                        }
                }
            }
            .scrollTargetLayout()
        }
        .scrollPosition($position)
        .onScrollPhaseChange { _, newPhase, context in
            if newPhase == .idle { restingX = context.geometry.contentOffset.x }
        }
        .confirmationDialog("Back to the first photo?", isPresented: $asksReset, titleVisibility: .automatic) {
            Button("Rewind") { position.scrollTo(edge: .leading) }
        }
        .confirmationDialog("Share", isPresented: $asksShare, titleVisibility: .hidden) {
            Button("Copy link") { copies += 1 }
        }
        .alert("The last photo", isPresented: $showsEnd) {
            Button("Back to start") { position.scrollTo(id: 0) }
        } message: {
            Text("There are no more photos.")
        }
    }
}
