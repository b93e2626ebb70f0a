import SwiftUI

/// Values apps build up in code: an `Edge.Set` made member by member with `insert` and
/// `remove` (padding on the edges a setting picks), sets combined with `union` and
/// `intersection`, two values exchanged with `swap`, and a
/// progress ring drawn with a rotated shape, `Circle().rotation(.degrees(270))`, which keeps
/// the frame it is given.
struct PaddedTitle: View {
    var padsTop = true
    @State private var first = "Ada"
    @State private var second = "Grace"

    var edges: Edge.Set {
        var edges: Edge.Set = []
        if padsTop { edges.insert(.top) }
        let (inserted, _) = edges.insert(.top)
        edges.insert(.leading)
        edges.remove(.leading)
        return inserted ? [] : edges
    }

    var axes: Axis.Set {
        var axes: Axis.Set = []
        axes.insert(.vertical)
        axes.remove(.horizontal)
        return axes.union(.horizontal).intersection(.vertical)
    }

    var summary: String {
        let vertical = axes.contains(.vertical) && !axes.contains(.horizontal)
        let ends = Edge.Set.all.intersection(.top).union(.bottom)
        return "\(vertical) \(ends.contains(.bottom)) \(Edge.Set().isEmpty) \(axes.isEmpty)"
    }

    var body: some View {
        VStack(spacing: 0) {
            Text("Title").frame(height: 30).padding(edges, 10).id("title")
            Text("\(first) then \(second)").frame(height: 30).id("order").onTapGesture { swap(&first, &second) }
            Circle().rotation(.degrees(270)).frame(width: 50, height: 50).id("ring")
            Text(summary).frame(height: 30).id("summary")
        }
        .frame(maxHeight: .infinity, alignment: .top)
    }
}

#Preview("Padded") { PaddedTitle() }
