import SwiftUI
import UIKit

// Shapes of a design system and its forms: an icon view handed over as `Icon.init`, a preview
// binding made from a `State` value, a form model nested in an extension that names its
// generic superclass's alias, and a framework's colours read through its bundle.
struct BeeIcon: View {
    @State private var wingSpan = 12.0
    @State private var tilt = 0.0
    private let stroke: CGFloat = 2

    var body: some View {
        Circle().frame(width: wingSpan * 2, height: wingSpan * 2)
    }
}

struct Tile<Icon: View>: View {
    let title: String
    let icon: () -> Icon

    var body: some View {
        HStack(spacing: 0) {
            Text(title)
            icon()
        }
    }
}

class FormModel<Value>: ObservableObject {
    typealias Action = (Value) -> Void
    @Published var value: Value
    let action: Action

    init(initialValue: Value, action: @escaping Action) {
        self.value = initialValue
        self.action = action
    }

    func submit() { action(value) }
}

final class Account: ObservableObject {
    @Published var signedIn = ""
}

extension Account {
    final class SignIn: FormModel<String> {
        convenience init(action: @escaping Action) {
            self.init(initialValue: "ada@example.com", action: action)
        }
    }
}

struct NameField: View {
    @Binding var name: String
    var body: some View {
        Button(name) { name = "changed" }
            .frame(height: 44)
            .id("field")
    }
}

enum Kit {
    static let bundle = Bundle(identifier: "com.example.kit")

    static func missing() -> Bool {
        UIColor(named: "NoSuchColor", in: bundle, compatibleWith: nil) == nil
    }

    static func darkRed() -> UIColor {
        UIColor.red.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark))
    }
}

struct SignInScreen: View {
    @StateObject private var account = Account()
    @State private var submitted = ""

    var body: some View {
        VStack(spacing: 0) {
            Tile(title: "Bee", icon: BeeIcon.init).id("tile")
            Button("Submit") {
                let form = Account.SignIn { email in submitted = email }
                form.submit()
            }
            .frame(height: 44)
        }
    }
}

#Preview("Sign in") { SignInScreen() }

#Preview("Field") {
    NameField(name: State(initialValue: "Ada").projectedValue)
}

func stateValue() -> [String] {
    let state = State(wrappedValue: "first")
    let binding = state.projectedValue
    binding.wrappedValue = "second"
    return [state.wrappedValue, binding.wrappedValue]
}
