import SwiftUI

/// A stepper row whose `#Preview` (written before `@Previewable`) makes its binding from a
/// local `@State`, which no view holds.
struct PortionRow: View {
    @Binding var portions: Int

    var body: some View {
        VStack {
            Text("Portions \(portions)")
                .id("portions")
            Button("Add") { portions += 1 }
        }
    }
}

#Preview("Portions") {
    @State var portions = 2
    return PortionRow(portions: $portions)
}
