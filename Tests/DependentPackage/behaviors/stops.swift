/// Rests on stops a fixed distance apart: the nearest stop to where a fling would end.
///
/// The app team's own preset, checked in their CI by `swift package scrollwork check behaviors/`.
///
/// - Version: 1.0
/// - Author: Dependent package fixture
/// - Parameters: `spacing` (points between stops).
import SwiftUI

struct Stops: ScrollTargetBehavior {
    var spacing: CGFloat = 200

    func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
        target.rect.origin.y = (target.rect.minY / spacing).rounded() * spacing
    }
}

struct StopsList: View {
    var body: some View {
        ScrollView {
            LazyVStack(spacing: 0) {
                ForEach(0..<40) { row in
                    Text("Row \(row)").frame(height: 100)
                }
            }
        }
        .scrollTargetBehavior(Stops(spacing: 200))
    }
}

#Preview("Stops") {
    StopsList()
}
