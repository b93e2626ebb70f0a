import SwiftUI

/// Stops at a chapter start: the target moves to the nearest chapter heading, kept for an
/// anchor the app reads back.
struct ChapterSnap: ScrollTargetBehavior {
    var chapterLength: CGFloat = 300

    func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
        guard context.axes.contains(.vertical), context.contentSize.height > context.containerSize.height else { return }
        let chapter = (target.rect.minY / chapterLength).rounded()
        let snapped = ScrollTarget(rect: CGRect(x: 0, y: chapter * chapterLength, width: target.rect.width, height: target.rect.height),
                                   anchor: .top)
        if snapped.anchor == .top {
            target.rect = snapped.rect
            target.anchor = snapped.anchor
        }
    }
}

/// A long article: a title bar that stays at the top, a footer note that stays at the
/// bottom, chapters to snap to, and a reading-progress readout.
struct Article: View {
    @State private var progress: [Double] = []
    @State private var phases: [String] = []

    var body: some View {
        ScrollView {
            LazyVStack(spacing: 0) {
                Text("Title").frame(height: 50).sticky().id("title")
                Text("Draft").frame(height: 50).sticky(isActive: false).id("draft")
                ForEach(0..<12) { index in
                    Text("Chapter \(index)")
                        .frame(height: 200)
                        .scrollTransition { content, phase in
                            content.opacity(phase == .identity ? 1 : (phase == .topLeading ? 0.5 : (phase == .bottomTrailing ? 0.8 : 0)))
                        }
                }
                Text("Notes").frame(height: 40).sticky(.bottom).id("notes")
            }
        }
        .scrollTargetBehavior(ChapterSnap())
        .onScrollGeometryChange(for: Double.self) { geometry in
            geometry.visibleRect.minY + geometry.bounds.height + geometry.contentSize.height + geometry.contentInsets.top
        } action: { old, new in
            progress.append(new - old)
        }
        .onScrollPhaseChange { _, phase in
            switch phase {
            case .idle: phases.append("idle")
            case .tracking: phases.append("tracking")
            case .interacting: phases.append("interacting")
            case .decelerating: phases.append("decelerating")
            case .animating: phases.append("animating")
            @unknown default: phases.append("unknown")
            }
        }
    }
}
