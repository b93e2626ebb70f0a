import SwiftUI

/// `AnimatableData(…)` in a shape that declares `animatableData` as an `AnimatablePair`: the
/// associated type Swift infers from that property, made by its initialiser; and an alias a
/// type declares for a pair, called the same way.
struct Pie: Shape {
    var startAngle: Angle
    var endAngle: Angle

    var animatableData: AnimatablePair<Double, Double> {
        get { AnimatableData(startAngle.radians, endAngle.radians) }
        set {
            startAngle = Angle(radians: newValue.first)
            endAngle = Angle(radians: newValue.second)
        }
    }

    func path(in rect: CGRect) -> Path { Path(rect) }
}

struct Span {
    typealias Ends = AnimatablePair<Double, Double>
    func ends() -> Ends { Ends(1, 2) }
}

struct PieChart: View {
    @State private var radians: [Double] = []

    var body: some View {
        Pie(startAngle: .degrees(0), endAngle: .degrees(180))
            .onAppear {
                let pie = Pie(startAngle: .degrees(0), endAngle: .degrees(180))
                radians = [pie.animatableData.first, pie.animatableData.second, Span().ends().second]
            }
    }
}

#Preview("Pie") { PieChart() }
