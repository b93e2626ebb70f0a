import SwiftUI

/// An inbox that fills the screen: on a phone its list runs under the status bar and the home
/// indicator, insetting its rows by them.
struct Inbox: View {
    var body: some View {
        ScrollView {
            LazyVStack(spacing: 0) {
                ForEach(0..<40) { index in
                    Text("Message \(index)")
                        .frame(maxWidth: .infinity)
                        .frame(height: 80)
                }
            }
        }
    }
}

/// A fixed header above a list: the header stays in the safe area, the list reaches the home
/// indicator only; the paper behind them ignores the safe area and fills the screen.
struct HeaderedInbox: View {
    var body: some View {
        VStack(spacing: 0) {
            Text("Inbox")
                .frame(maxWidth: .infinity)
                .frame(height: 44)
                .id("header")
            ScrollView {
                LazyVStack(spacing: 0) {
                    ForEach(0..<40) { index in
                        Text("Message \(index)").frame(height: 80)
                    }
                }
            }
        }
        .background {
            Color.white
                .ignoresSafeArea()
                .id("paper")
        }
    }
}

/// A photo viewer: the list ignores the safe area, so its content goes under the bars with
/// no inset, behind a backdrop that fills the screen.
struct Photos: View {
    var body: some View {
        ScrollView {
            LazyVStack(spacing: 0) {
                ForEach(0..<20) { index in
                    Color.gray.frame(height: 300).id(index)
                }
            }
        }
        .ignoresSafeArea()
        .background {
            Color.black
                .ignoresSafeArea()
                .id("backdrop")
        }
    }
}

#Preview("Inbox") { Inbox() }
#Preview("Headered inbox") { HeaderedInbox() }
#Preview("Photos") { Photos() }
