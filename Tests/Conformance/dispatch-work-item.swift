import SwiftUI

/// A search field debounced as apps do it with work items: each keystroke cancels the search
/// waiting to run and schedules a new one; an item performed at once runs there and then.
struct DebouncedSearch: View {
    @State private var pending: DispatchWorkItem?
    @State private var log: [String] = []

    var body: some View {
        VStack(spacing: 0) {
            Text(log.joined(separator: ",")).id("log")
            Text("type a").onTapGesture { type("a") }.id("a")
            Text("type ab").onTapGesture { type("ab") }.id("ab")
        }
        .onAppear {
            let now = DispatchWorkItem(qos: .userInitiated) { log.append("ready") }
            DispatchQueue.main.async(execute: now)
            let first = DispatchWorkItem { log.append("performed") }
            first.perform()
            log.append("\(first.isCancelled)")
        }
    }

    func type(_ text: String) {
        pending?.cancel()
        let search = DispatchWorkItem { log.append("search \(text)") }
        pending = search
        // A wall-clock deadline is a moment of the same clock here.
        if text.count > 1 {
            DispatchQueue.main.asyncAfter(wallDeadline: .now() + 0.3, execute: search)
        } else {
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.3, execute: search)
        }
    }
}

#Preview("Debounced search") { DebouncedSearch() }
