import SwiftUI

// Left out of the clip target by the folder's exceptions: its `ClipView` is no redeclaration.
struct ClipView: View {
    var body: some View {
        Text("Draft")
    }
}
