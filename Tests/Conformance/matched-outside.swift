import SwiftUI

/// A header and a card outside the list, in one matched-geometry group: the card that is not
/// the source takes the header's geometry, on the properties it matches.
struct MatchedHeader: View {
    @Namespace private var namespace

    var body: some View {
        VStack(spacing: 0) {
            Color.red
                .frame(width: 100, height: 50)
                .matchedGeometryEffect(id: "hero", in: namespace)
                .id("header")
            ScrollView {
                ForEach(0..<20, id: \.self) { Text("Row \($0)").frame(height: 40) }
            }
            .frame(height: 400)
            Color.blue
                .frame(width: 200, height: 300)
                .matchedGeometryEffect(id: "hero", in: namespace, isSource: false)
                .id("card")
            Color.green
                .frame(width: 200, height: 94)
                .matchedGeometryEffect(id: "hero", in: namespace, properties: .size, isSource: false)
                .id("sized")
        }
        .frame(maxWidth: .infinity)
    }
}

#Preview("Matched header") { MatchedHeader() }
