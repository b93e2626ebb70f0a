import SwiftUI

// A ViewModifier of the app's own that sets an environment value for what it modifies, applied
// through an `extension View` method: the views inside the content read the value, as the
// environment flows from the modifier's body into its content.

struct RowHeightKey: EnvironmentKey {
    static let defaultValue: CGFloat = 10
}

extension EnvironmentValues {
    var rowHeight: CGFloat {
        get { self[RowHeightKey.self] }
        set { self[RowHeightKey.self] = newValue }
    }
}

struct TallRows: ViewModifier {
    func body(content: Content) -> some View {
        content.environment(\.rowHeight, 70)
    }
}

extension View {
    func tallRows() -> some View {
        modifier(TallRows())
    }
}

struct SizedRow: View {
    @Environment(\.rowHeight) private var rowHeight
    let title: String

    var body: some View {
        Text(title)
            .frame(height: rowHeight)
            .id(title)
    }
}

#Preview("Tall rows") {
    ScrollView {
        VStack(spacing: 0) {
            SizedRow(title: "First")
            SizedRow(title: "Second")
        }
        .tallRows()
        SizedRow(title: "Outside")
    }
}
