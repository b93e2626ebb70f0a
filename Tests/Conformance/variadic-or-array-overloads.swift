import SwiftUI

enum LogComponent { case date(String), location, level, message }

// An initialiser taking a variadic list beside one taking an array: an array literal is the
// array one's argument, and separate values the variadic one's.
final class LogFormat {
    let format: String
    let components: [LogComponent]
    let madeBy: String

    convenience init(_ format: String, _ components: LogComponent...) {
        self.init(format, components, madeBy: "variadic")
    }

    init(_ format: String, _ components: [LogComponent], madeBy: String = "array") {
        self.format = format
        self.components = components
        self.madeBy = madeBy
    }

    static let full = LogFormat("[%@] %@ %@", [.date("yyyy"), .location, .level])
    static let short = LogFormat("%@ %@", .level, .message)
}

struct LogFormats: View {
    var body: some View {
        ScrollView {
            Text("\(LogFormat.full.madeBy) \(LogFormat.full.components.count)").id("full")
            Text("\(LogFormat.short.madeBy) \(LogFormat.short.components.count)").id("short")
        }
    }
}

#Preview("Log formats") { LogFormats() }
