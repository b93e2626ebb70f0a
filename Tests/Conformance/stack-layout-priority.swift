import SwiftUI

/// A toolbar-like row whose flexible parts take priorities, as apps keep a title whole beside
/// a flexible field: the higher-priority child is offered the row less what the others need
/// at least.
struct PriorityRow: View {
    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                HStack(spacing: 0) {
                    Color.red.frame(minWidth: 50, maxWidth: 300).frame(height: 40).id("equalLeft")
                    Color.blue.frame(minWidth: 100, maxWidth: 300).frame(height: 40).id("equalRight")
                }
                HStack(spacing: 0) {
                    Color.red.frame(minWidth: 50, maxWidth: 300).frame(height: 40).layoutPriority(1).id("first")
                    Color.blue.frame(minWidth: 100, maxWidth: 300).frame(height: 40).id("second")
                }
                HStack(spacing: 10) {
                    Color.green.frame(minWidth: 20, maxWidth: .infinity).frame(height: 40).id("low")
                    Color.red.frame(minWidth: 50, maxWidth: 120).frame(height: 40).layoutPriority(2).id("top")
                    Color.blue.frame(minWidth: 30, maxWidth: 200).frame(height: 40).layoutPriority(1).id("middle")
                }
            }
        }
    }
}
