import SwiftUI

/// Alarms kept in one array of a @State struct, each toggle bound to its element through the
/// struct's binding (`$settings.enabled[index]`), as forms bound to a list of fields do.
struct AlarmSettings {
    var enabled = [false, true, false]
}

struct AlarmsView: View {
    @State private var settings = AlarmSettings()

    private func isOn(_ index: Int) -> Binding<Bool> {
        $settings.enabled[index]
    }

    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                ForEach(0..<3) { index in
                    Toggle("Alarm \(index)", isOn: isOn(index))
                        .frame(height: 60)
                        .id("alarm\(index)")
                }
                Text("On: \(settings.enabled.filter { $0 }.count) \(settings.enabled[0] ? "first" : "")")
                    .frame(height: 44)
                    .id("count")
            }
        }
    }
}
