/// The scene behind the README's replay screenshot: an inbox with pinned month headers, a
/// behaviour that rests on a 106 pt grid, and a transition that shrinks and fades messages at the edges.
import SwiftUI

struct Inbox: View {
    let months = ["March", "February", "January", "December"]

    var body: some View {
        ScrollView {
            LazyVStack(spacing: 10, pinnedViews: [.sectionHeaders]) {
                ForEach(0..<4) { month in
                    Section {
                        ForEach(0..<6) { row in
                            Text("Message \(month * 6 + row + 1)")
                                .frame(maxWidth: .infinity, alignment: .leading)
                                .frame(height: 96)
                                .id(month * 6 + row)
                                .scrollTransition { content, phase in
                                    content
                                        .scaleEffect(phase.isIdentity ? 1 : 0.85)
                                        .opacity(phase.isIdentity ? 1 : 0.4)
                                }
                        }
                    } header: {
                        Text(months[month])
                            .frame(maxWidth: .infinity, alignment: .leading)
                            .frame(height: 36)
                    }
                }
            }
            .scrollTargetLayout()
        }
        .scrollTargetBehavior(SnapToMessage())
    }
}

/// Rests on the multiple of `pitch` (a message and its spacing) nearest to where the fling would end.
struct SnapToMessage: ScrollTargetBehavior {
    var pitch: CGFloat = 106

    func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
        target.rect.origin.y = (target.rect.minY / pitch).rounded() * pitch
    }
}

#Preview("Inbox") {
    Inbox()
}
