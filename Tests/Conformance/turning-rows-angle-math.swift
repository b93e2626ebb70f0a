import SwiftUI

// Rows that turn as they cross the screen, each by its distance from the screen's middle over
// five, and a needle turned by steps: SwiftUI's vector operators on Angle (an Angle plus or
// minus an Angle, an Angle times or over a Double, and their compound assignments).
struct TurningRows: View {
    @State private var needle: Angle = .degrees(30)

    var body: some View {
        GeometryReader { screen in
            ScrollView {
                VStack(spacing: 0) {
                    Text("Needle")
                        .frame(maxWidth: .infinity)
                        .frame(height: 100)
                        .rotationEffect(needle - .degrees(10))
                        .id("needle")
                        .onTapGesture {
                            needle *= 3
                            needle /= 2
                            needle += .degrees(5)
                            needle -= Angle.radians(.pi / 36) * 2
                        }
                    ForEach(0..<12) { index in
                        GeometryReader { row in
                            Text("Row \(index)")
                                .frame(maxWidth: .infinity)
                                .rotation3DEffect(
                                    .degrees(row.frame(in: .global).minY - screen.size.height / 2) / 5,
                                    axis: (x: 0, y: 1, z: 0)
                                )
                                .id("row\(index)")
                        }
                        .frame(height: 100)
                    }
                }
            }
        }
    }
}

#Preview { TurningRows() }
