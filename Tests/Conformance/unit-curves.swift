import SwiftUI

// UnitCurve's values: a progress bar eases its fill along the curve the user picks.

struct EasedProgress: View {
    @State private var samples: [Double] = []
    @State private var custom: Double = 0

    private let curves: [UnitCurve] = [.easeIn, .easeOut, .easeInOut, .circularEaseOut, .circularEaseInOut, .circularEaseInOut]
    private let progress: [Double] = [0.5, 0.5, 0.25, 0.5, 0.25, 0.75]

    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                Button("Sample") {
                    samples = (0..<curves.count).map { index in curves[index].value(at: progress[index]) }
                    let ease = UnitCurve.bezier(startControlPoint: UnitPoint(x: 0.25, y: 0.1),
                                                endControlPoint: UnitPoint(x: 0.25, y: 1))
                    custom = ease.value(at: 0.5)
                }
                .frame(height: 60)
                .id("sample")
                ForEach(0..<20) { index in
                    Text("Step \(index)")
                        .frame(height: 80)
                }
            }
        }
    }
}
