import SwiftUI

/// A banner over a list that expands into a full-screen card: the small banner is removed and
/// the card inserted in one animated change, both sources of one group, so the card grows out
/// of the banner's frame.
struct ExpandingBanner: View {
    @Namespace private var hero
    @State var expanded = false

    var body: some View {
        ZStack(alignment: .top) {
            ScrollView {
                VStack(spacing: 0) {
                    ForEach(0..<20, id: \.self) { n in
                        Text("Row \(n)").frame(height: 50)
                    }
                }
            }
            if expanded {
                Color.blue
                    .frame(width: 390, height: 844)
                    .matchedGeometryEffect(id: "banner", in: hero)
                    .id("card")
                    .onTapGesture { withAnimation(.linear(duration: 1)) { expanded = false } }
            } else {
                Color.blue
                    .frame(width: 200, height: 100)
                    .matchedGeometryEffect(id: "banner", in: hero)
                    .id("banner")
                    .onTapGesture { withAnimation(.linear(duration: 1)) { expanded = true } }
            }
        }
    }
}

/// A list of photos whose thumbnail, inside its row, opens into a detail view over the list:
/// the thumbnail leaves its row (an empty square keeps its place) as the detail comes in, and
/// comes back into the row out of the detail when it closes.
struct PhotoThumbnails: View {
    @Namespace private var photos
    @State var selected: Int?

    var body: some View {
        ZStack(alignment: .top) {
            ScrollView {
                VStack(spacing: 0) {
                    ForEach(0..<20, id: \.self) { n in
                        HStack(spacing: 0) {
                            if selected == n {
                                Color.clear.frame(width: 60, height: 60)
                            } else {
                                Color.orange
                                    .frame(width: 60, height: 60)
                                    .matchedGeometryEffect(id: n, in: photos)
                                    .id("thumb \(n)")
                            }
                            Text("Photo \(n)")
                            Spacer()
                        }
                        .frame(height: 80)
                        .onTapGesture { withAnimation(.linear(duration: 1)) { selected = n } }
                        .id(n)
                    }
                }
            }
            if let selected {
                Color.orange
                    .frame(width: 390, height: 390)
                    .matchedGeometryEffect(id: selected, in: photos)
                    .id("detail")
                    .onTapGesture { withAnimation(.linear(duration: 1)) { self.selected = nil } }
            }
        }
    }
}

/// A list of cards that gives way to one card's detail and comes back: each card is matched
/// to the detail by its number, so the card comes back out of the detail's frame.
struct CardsAndDetail: View {
    @Namespace private var cards
    @State var open: Int?

    var body: some View {
        if let open {
            Color.purple
                .frame(width: 390, height: 600)
                .matchedGeometryEffect(id: open, in: cards)
                .id("detail")
                .onTapGesture { withAnimation(.linear(duration: 1)) { self.open = nil } }
        } else {
            ScrollView {
                VStack(spacing: 10) {
                    ForEach(0..<10, id: \.self) { n in
                        Color.purple
                            .frame(width: 300, height: 100)
                            .matchedGeometryEffect(id: n, in: cards)
                            .id(n)
                            .onTapGesture { withAnimation(.linear(duration: 1)) { open = n } }
                    }
                }
            }
        }
    }
}
