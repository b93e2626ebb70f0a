import SwiftUI

/// Work scheduled with a quality of service, as apps write it to hop back after an animation:
/// `asyncAfter(deadline:qos:execute:)` and `async(qos:execute:)` run their blocks as the forms
/// without one do, the QoS changing nothing here.
struct TodayButton: View {
    @State private var log: [String] = []

    var body: some View {
        VStack(spacing: 0) {
            Text("Today").frame(height: 44).id("today").onTapGesture {
                DispatchQueue.main.asyncAfter(deadline: .now() + 0.6, qos: .background) { log.append("scrolled") }
                DispatchQueue.main.async(qos: .userInitiated) { log.append("tapped") }
            }
            ForEach(log, id: \.self) { line in
                Text(line).frame(height: 30).id(line)
            }
        }
        .frame(maxHeight: .infinity, alignment: .top)
    }
}

#Preview("Today") { TodayButton() }
