import SwiftUI

/// Puts its subviews `inset` points in from its top-leading corner, measured from its bounds as
/// Apple's examples do (`bounds.minX + …`).
struct CornerLayout: Layout {
    var inset: CGFloat

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews {
            subview.place(at: CGPoint(x: bounds.minX + inset, y: bounds.minY + inset), proposal: .unspecified)
        }
    }
}

/// A layout written as if its bounds started at (0, 0): it places its subview at the origin of
/// the coordinates its bounds are given in.
struct ZeroOriginLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        CGSize(width: 100, height: 40)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.first?.place(at: .zero, proposal: .unspecified)
    }
}

/// Shows where its bounds start: its subview goes at the bounds' origin, proposed a tenth of
/// that origin's x and y as its width and height.
struct BoundsProbe: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        CGSize(width: 120, height: 40)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.first?.place(at: bounds.origin,
                              proposal: ProposedViewSize(width: bounds.minX / 10, height: bounds.minY / 10))
    }
}

/// A screen of badges, each placed by a custom layout inside a column 50 pt below the top.
struct LayoutBounds: View {
    var body: some View {
        VStack(spacing: 0) {
            Color.blue
                .frame(height: 100)
                .id("banner")
            CornerLayout(inset: 10) {
                Text("New").id("badge")
            }
            .frame(width: 200, height: 60)
            ZeroOriginLayout {
                Text("Pin").id("pin")
            }
            .padding(.leading, 30)
            BoundsProbe {
                Color.orange.id("probe")
            }
            .padding(.top, 20)
            HStack(spacing: 8) {
                Text("Title").id("title")
                ZeroOriginLayout {
                    Text("Tag").id("tag")
                }
            }
        }
        .padding(.top, 50)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
    }
}

#Preview("Layout bounds") { LayoutBounds() }
