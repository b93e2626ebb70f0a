import SwiftUI

/// Work scheduled with a quality of service, as apps write it to hop back after an animation:
/// `asyncAfter(deadline:qos:execute:)` and `async(qos:execute:)` run their blocks as the forms
/// without one do, the QoS changing nothing here. A deadline is `.now()` plus any run of seconds.
struct TodayButton: View {
    @State private var log: [String] = []
    let steps = 2

    var body: some View {
        VStack(spacing: 0) {
            Text("Today").frame(height: 44).id("today").onTapGesture {
                DispatchQueue.main.asyncAfter(deadline: .now() + 0.6, qos: .background) { log.append("scrolled") }
                DispatchQueue.main.async(qos: .userInitiated) { log.append("tapped") }
                // A deadline moved twice: `.now() + 2 / 2 + 0.1`, 1.1 s on.
                DispatchQueue.main.asyncAfter(deadline: .now() + Double(steps) / 2 + 0.1) { log.append("later") }
            }
            ForEach(log, id: \.self) { line in
                Text(line).frame(height: 30).id(line)
            }
        }
        .frame(maxHeight: .infinity, alignment: .top)
    }
}

#Preview("Today") { TodayButton() }
