import SwiftUI

/// A settings store whose commands are enum cases, each run by naming the instance method on
/// the type and handing it the command (`SettingsCommand.run(.rename(to: name))()`), Swift's
/// curried form of a method; a method with a parameter is kept to be called later.
enum SettingsCommand {
    case rename(to: String)
    case reset

    func run() -> String {
        if case .rename(let name) = self {
            return "renamed \(name)"
        }
        return "reset"
    }

    func logged(_ prefix: String) -> String {
        "\(prefix): \(run())"
    }
}

struct SettingsLog: View {
    @State private var lines: [String] = []

    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                ForEach(lines, id: \.self) { line in
                    Text(line)
                        .frame(height: 30)
                }
            }
        }
        .onAppear {
            lines.append(SettingsCommand.run(.rename(to: "Ada"))())
            let logReset = SettingsCommand.logged(.reset)
            lines.append(logReset("later"))
        }
    }
}

#Preview("Settings") {
    SettingsLog()
}
