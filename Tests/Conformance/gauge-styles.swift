import SwiftUI

/// A book's chapters as one capsule each, filled up to the chapters read: a gauge style of the
/// app's own, in the shape widget code writes them.
struct ChapterGaugeStyle: GaugeStyle {
    var chapters: Int

    func makeBody(configuration: Configuration) -> some View {
        let read = Int(configuration.value * Double(chapters))
        VStack(alignment: .leading, spacing: 4) {
            configuration.label
            HStack(spacing: 2) {
                ForEach(0..<chapters, id: \.self) { chapter in
                    Capsule()
                        .opacity(chapter < read ? 1 : 0.3)
                        .id("chapter \(chapter)")
                }
            }
            .frame(height: 10)
            configuration.currentValueLabel
        }
    }
}

/// A reading's range on one line: its minimum, its label, its maximum.
struct RangeGaugeStyle: GaugeStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.minimumValueLabel
            configuration.label
            configuration.maximumValueLabel
        }
    }
}

/// A reading dashboard: the built-in gauge styles, one of the app's own, and a gauge whose
/// value a button changes.
struct ReadingGauges: View {
    @State var pagesRead = 120.0

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 0) {
                Gauge(value: 0.4) {
                    Text("Battery")
                }
                .id("battery")
                Gauge(value: pagesRead, in: 0...300) {
                    Text("Pages")
                } currentValueLabel: {
                    Text("\(Int(pagesRead))")
                }
                .id("pages")
                Gauge(value: 72.0, in: 40...180) {
                    Text("Heart")
                } currentValueLabel: {
                    Text("72")
                } minimumValueLabel: {
                    Text("40")
                } maximumValueLabel: {
                    Text("180")
                }
                .gaugeStyle(.linearCapacity)
                .id("heart")
                Gauge(value: 0.25) {
                    Text("Goal")
                } currentValueLabel: {
                    Text("25")
                }
                .gaugeStyle(.accessoryCircularCapacity)
                .id("ring")
                Gauge(value: 0.5) {
                    Text("Goal")
                }
                .gaugeStyle(AccessoryCircularGaugeStyle())
                .id("open ring")
                Gauge(value: 3.0, in: 0...4) {
                    Text("Steps")
                } currentValueLabel: {
                    Text("3")
                }
                .gaugeStyle(.accessoryLinear)
                .id("steps")
                Gauge(value: 3.0, in: 0...4) {
                    Text("Steps")
                } currentValueLabel: {
                    Text("3")
                } markedValueLabels: {
                    Text("2").tag(2.0)
                }
                .gaugeStyle(.accessoryLinearCapacity)
                .id("marked")
                Gauge(value: 7.0, in: 0...10) {
                    Text("Chapters")
                }
                .gaugeStyle(ChapterGaugeStyle(chapters: 10))
                .id("chapters")
                Button("Read") { pagesRead += 30 }
                    .id("read")
                Gauge(value: 5.0, in: 0...10) {
                    Text("Volume")
                } currentValueLabel: {
                    Text("5")
                } minimumValueLabel: {
                    Text("0")
                } maximumValueLabel: {
                    Text("10")
                } markedValueLabels: {
                    Text("7").tag(7.0)
                }
                .gaugeStyle(.automatic)
                .id("all")
                Gauge(value: 0.5) {
                    Text("Goal")
                }
                .gaugeStyle(.accessoryCircular)
                .id("circular")
                VStack(spacing: 0) {
                    Gauge(value: 0.1) { Text("A") }.gaugeStyle(DefaultGaugeStyle())
                    Gauge(value: 0.2) { Text("B") }.gaugeStyle(LinearCapacityGaugeStyle())
                    Gauge(value: 0.3) { Text("C") }.gaugeStyle(AccessoryLinearCapacityGaugeStyle())
                    Gauge(value: 0.4) { Text("D") }.gaugeStyle(AccessoryLinearGaugeStyle())
                    Gauge(value: 0.5) { Text("E") }.gaugeStyle(AccessoryCircularCapacityGaugeStyle())
                }
                .id("inits")
                Gauge(value: 5.0, in: 0...10) {
                    Text("Volume")
                } currentValueLabel: {
                    Text("5")
                } minimumValueLabel: {
                    Text("0")
                } maximumValueLabel: {
                    Text("10")
                }
                .gaugeStyle(RangeGaugeStyle())
                .id("range")
            }
        }
    }
}

#Preview("Reading gauges") {
    ReadingGauges()
}
