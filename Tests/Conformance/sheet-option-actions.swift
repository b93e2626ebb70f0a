import SwiftUI

/// A bottom sheet's options in the shape sheet packages write them: an enum whose cases carry
/// settings and actions, and an extension of an array of them whose computed properties find
/// each setting, one of them a closure the sheet calls.
enum SheetOption: Equatable {
    case tapToDismiss
    case cornerRadius(Double)
    case closeButton(action: () -> Void = {})

    static func == (lhs: SheetOption, rhs: SheetOption) -> Bool {
        switch (lhs, rhs) {
        case (.tapToDismiss, .tapToDismiss), (.closeButton, .closeButton): return true
        case (.cornerRadius(let a), .cornerRadius(let b)): return a == b
        default: return false
        }
    }
}

extension Array where Element == SheetOption {
    var tapToDismiss: Bool { contains(.tapToDismiss) }

    var cornerRadius: Double {
        for option in self {
            if case .cornerRadius(let radius) = option { return radius }
        }
        return 10
    }

    var closeAction: () -> Void {
        var action: () -> Void = {}
        forEach { option in
            if case .closeButton(action: let given) = option { action = given }
        }
        return action
    }
}

struct SheetDemo: View {
    @State private var closes = 0
    @State private var plainCloses = 0

    var body: some View {
        let options: [SheetOption] = [.tapToDismiss, .closeButton(action: { closes += 1 })]
        let plain: [SheetOption] = [.cornerRadius(20)]
        VStack(spacing: 0) {
            Text("closed \(closes), radius \(Int(options.cornerRadius)) \(Int(plain.cornerRadius)), tap \(options.tapToDismiss) \(plain.tapToDismiss)")
                .frame(height: 44)
                .id("status")
            Button("Close") {
                options.closeAction()
                plain.closeAction()
            }
            .frame(height: 44)
            .id("close")
        }
    }
}

#Preview("Sheet") { SheetDemo() }
