import SwiftUI

// A switch over an optional names Optional's own cases: `.none` matches nil and `.some` with
// no values any value that is not nil, as Swift matches them, even where the wrapped enum has
// cases of other names (an alert's chosen action, watched with onChange).
enum AlertChoice: Equatable {
    case ok, cancel
}

/// An enum with a case named `some` of its own: there `.some` is the enum's case.
enum Amount: Equatable {
    case none, some, many
}

func describeChoice(_ choice: AlertChoice?) -> String {
    switch choice {
    case .none: return "nothing chosen"
    case .some: return "chosen"
    }
}

func describeAmount(_ amount: Amount) -> String {
    switch amount {
    case .none: return "zero"
    case .some: return "a few"
    case .many: return "lots"
    }
}

struct AlertHost: View {
    @State private var choice: AlertChoice?
    @State private var isShown = true

    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                Button("OK") { choice = .ok }.frame(height: 44).id("ok")
                Color.blue.frame(height: isShown ? 200 : 40).id("alert")
            }
            .onChange(of: choice) { _, newValue in
                switch newValue {
                case .none: break
                case .some: isShown = false
                }
            }
        }
    }
}
