import SwiftUI

/// Insets kept in properties, as form fields and cards keep them: `.padding(_:)` of a computed
/// `EdgeInsets` property, read bare or through `self`, is the EdgeInsets overload, not the
/// length one; a stored property's as well.
struct InsetFields: View {
    var showsLabel = false
    private let stored = EdgeInsets(top: 2, leading: 0, bottom: 3, trailing: 0)

    private var fieldPadding: EdgeInsets {
        showsLabel ? .init(top: 0, leading: 0, bottom: 5, trailing: 0) : .init(top: 14, leading: 0, bottom: 14, trailing: 0)
    }

    private var compact: EdgeInsets { EdgeInsets(top: 4, leading: 8, bottom: 6, trailing: 8) }

    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                Rectangle().frame(height: 10).padding(fieldPadding).id("field")
                Rectangle().frame(height: 10).padding(self.compact).id("compact")
                Rectangle().frame(height: 10).padding(stored).id("stored")
            }
        }
    }
}

#Preview("Inset fields") { InsetFields() }
