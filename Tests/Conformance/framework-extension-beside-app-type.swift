import SwiftUI

// A catalog names each screen after the SwiftUI type it shows (`struct ControlSize: View`) and
// extends the framework's type through its module's name: `extension SwiftUI.ControlSize` adds
// to SwiftUI's enum, not to the app's view, as in Swift.
extension SwiftUI.ControlSize {
    var title: String {
        switch self {
        case .mini: return "Mini"
        case .small: return "Small"
        case .regular: return "Regular"
        case .large: return "Large"
        default: return "Other"
        }
    }
}

struct ControlSize: View {
    @Environment(\.controlSize) private var controlSize

    var body: some View {
        Text("Current control size: \(controlSize.title)")
    }
}

#Preview("Control sizes") {
    VStack {
        ControlSize().id("plain")
        ControlSize().controlSize(.small).id("small")
    }
}
