import SwiftUI

// An assignment in parentheses is a value of type `()`, so a conditional expression may choose
// between two of them: `didLike ? (likes += 1) : (likes -= 1)` runs exactly one branch's
// assignment, as swiftc compiles it.
struct LikeButton: View {
    @State private var didLike = false
    @State private var likes = 10

    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                Button {
                    didLike.toggle()
                    didLike ? (likes += 1) : (likes -= 1)
                } label: {
                    Text("\(likes) likes")
                }
                .frame(height: 40)
                .id("like")
                Button("Double") {
                    let done: () = (likes *= 2)
                    return done
                }
                .frame(height: 40)
                .id("double")
                Color.pink.frame(height: Double(likes)).id("bar")
            }
        }
    }
}
