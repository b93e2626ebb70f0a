import Foundation

/// The scene the REPL opens when started without files: SwiftUI source like any other,
/// built into the executable so it works from any folder.
enum BundledDemo {
    static let path = "demo.swift"
    static let scene = "Demo"

    static let hint = """
        Demo: a feed with pinned day headers, view-aligned posts and a fade-out transition. `show` draws it.
        Try: fling 2000 · settle · show · drag -150 · release · tap 3 · state · trace on · plot offset
        `help` lists every command; `presets` lists the designs in ./behaviors.
        """

    static let source = """
        /// The bundled demo: a feed with pinned day headers, view-aligned posts and a fade-out transition.
        import SwiftUI

        struct Feed: View {
            let days = ["Today", "Yesterday", "Earlier"]
            @State private var liked = -1

            var body: some View {
                ScrollView {
                    LazyVStack(spacing: 8, pinnedViews: [.sectionHeaders]) {
                        ForEach(0..<3) { day in
                            Section {
                                ForEach(0..<8) { row in
                                    Text(day * 8 + row == liked ? "♥ Post \\(day * 8 + row)" : "Post \\(day * 8 + row)")
                                        .frame(maxWidth: .infinity, alignment: .leading)
                                        .frame(height: 80)
                                        .id(day * 8 + row)
                                        .onTapGesture { liked = day * 8 + row }
                                        .scrollTransition { content, phase in
                                            content
                                                .scaleEffect(phase.isIdentity ? 1 : 0.9)
                                                .opacity(phase.isIdentity ? 1 : 0.6)
                                        }
                                }
                            } header: {
                                Text(days[day])
                                    .frame(maxWidth: .infinity, alignment: .leading)
                                    .frame(height: 32)
                                    .id(days[day])
                            }
                        }
                    }
                    .scrollTargetLayout()
                }
                .scrollTargetBehavior(.viewAligned)
            }
        }

        #Preview("Demo") {
            Feed()
        }
        """
}
