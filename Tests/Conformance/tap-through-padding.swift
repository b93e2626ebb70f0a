import SwiftUI

/// A profile screen: a picture with a button behind a list whose top padding leaves room to
/// see the picture. The list's padding covers the button, so a tap there reaches the list,
/// not the button, until the list lets touches through.
struct ProfileHeader: View {
    @Binding var edits: Int
    var body: some View {
        Button {
            edits += 1
        } label: {
            Circle()
                .fill(Color.purple)
                .frame(width: 160, height: 160)
        }
        .padding(.top, 40)
    }
}

struct Profile: View {
    @State var edits = 0
    @State var opened = 0
    let passesTouches: Bool

    var body: some View {
        ZStack(alignment: .top) {
            ProfileHeader(edits: $edits)
            ScrollView {
                LazyVStack(spacing: 0) {
                    ForEach(0..<12) { index in
                        Text("Post \(index)")
                            .frame(maxWidth: .infinity)
                            .frame(height: 100)
                            .background(Color.white)
                            .onTapGesture { opened = index }
                    }
                }
            }
            .safeAreaPadding(.top, 240)
            .allowsHitTesting(!passesTouches)
        }
    }
}

/// Rows whose empty space takes a tap only with a content shape.
struct Toolbar: View {
    @State var taps = 0
    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                HStack {
                    Text("Edit").frame(width: 100, height: 60)
                    Spacer()
                    Text("Share").frame(width: 100, height: 60)
                }
                .contentShape(Rectangle())
                .onTapGesture { taps += 1 }
                HStack {
                    Text("Copy").frame(width: 100, height: 60)
                    Spacer()
                    Text("Print").frame(width: 100, height: 60)
                }
                .onTapGesture { taps += 10 }
                Color.gray.frame(height: 1000)
            }
        }
    }
}

#Preview("Profile") {
    Profile(passesTouches: false)
}

#Preview("Profile passing touches") {
    Profile(passesTouches: true)
}

#Preview("Toolbar") {
    Toolbar()
}
