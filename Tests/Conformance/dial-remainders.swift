import SwiftUI
import UIKit

/// A bedtime dial: a handle within 15° of an angle is grabbed, however many turns apart the two
/// are; Swift's remainder(dividingBy:) rounds the quotient to the nearest whole turn, so the
/// gap is within half a turn either way. The label is underlined in red (drawn only).
func gap(_ angle: Double, _ handle: Double) -> Double { (angle - handle).remainder(dividingBy: 360) }
func grabs(_ angle: Double, _ handle: Double) -> Bool { abs(gap(angle, handle)) < 15 }

struct Dial: View {
    @State private var angle = 370.0
    var label: AttributedString {
        var text = AttributedString("Bedtime")
        text.underlineStyle = .single
        text.underlineColor = .red
        text.strikethroughColor = UIColor.blue
        if let range = text.range(of: "time") {
            text[range].underlineColor = .orange
            text[range].strikethroughColor = nil
        }
        return text
    }
    var body: some View {
        VStack {
            Text(label).id("label")
            Text(grabs(angle, 0) ? "grabbed" : "free").id("handle")
        }
    }
}

#Preview("Dial") { Dial() }
