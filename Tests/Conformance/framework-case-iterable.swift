import SwiftUI

// SwiftUI's CaseIterable types list their cases, as a settings screen or a catalog of
// previews walks them.
struct CaseCatalog: View {
    var body: some View {
        List {
            Text("\(TextAlignment.allCases.count) \(LayoutDirection.allCases.count) \(Edge.allCases.count) \(Axis.allCases.count) \(ColorSchemeContrast.allCases.count) \(VerticalEdge.allCases.count) \(HorizontalEdge.allCases.count)")
                .id("counts")
            Text("\(DynamicTypeSize.allCases.count) \(ContentSizeCategory.allCases.count) \(InterfaceOrientation.allCases.count)")
                .id("sizes")
            ForEach(TextAlignment.allCases, id: \.self) { alignment in
                Text("\(alignment)").id("\(alignment)")
            }
            Text(DynamicTypeSize.allCases.first == .xSmall && DynamicTypeSize.allCases.last == .accessibility5 ? "smallest first" : "other")
                .id("order")
        }
    }
}

#Preview("Cases") {
    CaseCatalog()
}
