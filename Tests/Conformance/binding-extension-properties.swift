import SwiftUI

/// A settings screen whose second checkbox is the first's opposite, through the app's own
/// `extension Binding where Value == Bool { var opposite }`: on a binding, Swift finds the
/// binding's own members (the extension's) before the bound value's (dynamic member lookup).
extension Binding where Value == Bool {
    var opposite: Binding<Value> {
        Binding<Value>(
            get: { !self.wrappedValue },
            set: { self.wrappedValue = !$0 }
        )
    }

    func labelled(_ on: String, _ off: String) -> String {
        wrappedValue ? on : off
    }
}

struct UnitSettings {
    var useCelsius = true
}

final class SettingsInteractor: ObservableObject {
    @Published var state = UnitSettings()
}

struct UnitCheckbox: View {
    @Binding var isChecked: Bool
    let text: String

    init(_ binding: Binding<Bool>, text: String) {
        self._isChecked = binding
        self.text = text
    }

    var body: some View {
        Button("\(text) \($isChecked.labelled("on", "off"))") { isChecked.toggle() }.id(text)
    }
}

struct UnitSettingsView: View {
    @ObservedObject var interactor: SettingsInteractor

    var body: some View {
        VStack {
            UnitCheckbox($interactor.state.useCelsius, text: "Celsius")
            UnitCheckbox($interactor.state.useCelsius.opposite, text: "Fahrenheit")
        }
    }
}

#Preview("Units") { UnitSettingsView(interactor: SettingsInteractor()) }
