import SwiftUI
import UIKit

/// An invite code copied to the pasteboard, then read back as a paste button reads it.
struct InviteCode: View {
    let code = "SCROLL-42"
    @State private var pasted = ""
    @State private var hadStrings = false
    @State private var copiedCount = 0
    @State private var holds = ""

    var body: some View {
        VStack(spacing: 0) {
            Text(code)
                .frame(height: 40)
            Button("Copy") { UIPasteboard.general.string = code }
                .frame(height: 44)
                .id("copy")
            Button("Copy with link") { UIPasteboard.general.strings = [code, "https://example.com/join"] }
                .frame(height: 44)
                .id("both")
            Button("Paste") { paste() }
                .frame(height: 44)
                .id("paste")
            Button("Copy badge") { UIPasteboard.general.image = UIImage(systemName: "star") }
                .frame(height: 44)
                .id("badge")
            Button("Copy link") { UIPasteboard.general.urls = [URL(string: "https://example.com/join")!] }
                .frame(height: 44)
                .id("link")
            Text(pasted)
        }
    }


    private func paste() {
        hadStrings = UIPasteboard.general.hasStrings
        pasted = UIPasteboard.general.string ?? "nothing"
        copiedCount = UIPasteboard.general.strings?.count ?? 0
        // What the pasteboard holds: one kind of item at a time.
        let board = UIPasteboard.general
        holds = "\(board.hasStrings) \(board.hasImages) \(board.hasURLs) \(board.images?.count ?? 0) \(board.url?.host ?? "-")"
    }
}

#Preview("Invite code") {
    InviteCode()
}
