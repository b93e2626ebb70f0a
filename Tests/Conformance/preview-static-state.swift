import SwiftUI

/// A stepper row written before #Preview: its preview gives it a binding through a
/// `@State static var` of the PreviewProvider, which no view holds.
struct QuantityRow: View {
    @Binding var quantity: Int

    var body: some View {
        VStack {
            Text("Quantity \(quantity)")
                .id("quantity")
            Button("More") { quantity += 1 }
        }
    }
}

struct QuantityRow_Previews: PreviewProvider {
    @State static var quantity = 3

    static var previews: some View {
        QuantityRow(quantity: $quantity)
    }
}
