import SwiftUI
import UIKit

/// A bird-feeder card written as iOS 17 apps write it: overlay fills and their levels, a
/// shape that follows its container's, a border stroked inside the shape, a dropped shadow
/// as a background style, a layout switched at accessibility text sizes, and UIKit's fills.
struct FeederCard: View {
    @Environment(\.dynamicTypeSize) private var typeSize
    @State var refills = 0
    var hoursSinceRefill: Double = 7.5

    private var stacksVertically: Bool { typeSize >= .accessibility1 }
    private var hoursIntoShift: Double { hoursSinceRefill.truncatingRemainder(dividingBy: 2) }

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 0) {
                Text("Seed").padding(8).background(.fill.tertiary, in: .capsule).id("seed")
                Text("Suet").padding(4).background(.fill.secondary).id("suet")
                ContainerRelativeShape().fill(.fill).frame(width: 30, height: 20).id("relative")
                Text("Water")
                    .padding(6)
                    .background(.fill.quaternary)
                    .clipShape(.containerRelative)
                    .contentShape(.containerRelative)
                    .onTapGesture { refills += 1 }
                    .containerShape(.rect(cornerRadius: 20))
                    .id("water")
                Capsule().strokeBorder(lineWidth: 0.5).frame(width: 40, height: 10).id("ring")
                Text("Shadow").background(.shadow(.drop(radius: 10)), in: .rect(cornerRadius: 8)).id("shadow")
                Text(stacksVertically ? "tall" : "wide").id("layout")
                Text("\(hoursIntoShift)").id("hours")
                Color(uiColor: .quaternarySystemFill).frame(height: 5).id("well")
                    .background(Color(uiColor: .tertiarySystemFill))
            }
            .frame(maxWidth: .infinity, alignment: .leading)
        }
        .edgesIgnoringSafeArea(.top)
    }
}

#Preview("Feeder card") {
    FeederCard()
}
