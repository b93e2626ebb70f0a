import SwiftUI

// A file left in the folder that no target compiles (removed from the project, not deleted):
// Xcode builds without it, so its `BirdList` is no redeclaration.
struct BirdList: View {
    var body: some View {
        Text("Old birds")
    }
}
