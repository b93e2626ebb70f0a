import SwiftUI

/// A week planner's header drawn the way calendar apps draw it: a sheet whose top corners
/// alone are rounded, day rings traced with a stroke, a progress arc with round caps over
/// its faint track, and a tag and a badge clipped to two rounded corners.
struct WeekStripShapes: View {
    @State private var completed = 0.25
    @State private var badgeCorners = RectangleCornerRadii(topLeading: 24, bottomTrailing: 24)

    private var cornerSum: CGFloat {
        badgeCorners.topLeading + badgeCorners.bottomLeading + badgeCorners.bottomTrailing + badgeCorners.topTrailing
    }

    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                UnevenRoundedRectangle(topLeadingRadius: 30, topTrailingRadius: 30)
                    .fill(.indigo)
                    .frame(height: 80)
                    .id("sheet")
                HStack(spacing: 10) {
                    ForEach(1...7, id: \.self) { day in
                        Circle()
                            .stroke(lineWidth: 2)
                            .frame(width: 40, height: 40)
                            .id("day \(day)")
                    }
                }
                ZStack {
                    Circle().stroke(Color.gray.opacity(0.2), style: StrokeStyle(lineWidth: 8))
                    Circle()
                        .trim(from: 0, to: completed)
                        .stroke(style: StrokeStyle(lineWidth: 8, lineCap: .round, lineJoin: .round, dash: [4, 2]))
                        .rotationEffect(.degrees(-90))
                }
                .frame(width: 120, height: 120)
                .id("ring")
                Text("Week")
                    .padding()
                    .background(.yellow)
                    .clipShape(.rect(topLeadingRadius: 12, bottomTrailingRadius: 12))
                    .id("tag")
                UnevenRoundedRectangle(bottomLeadingRadius: 8, bottomTrailingRadius: 8)
                    .id("footer")
                Text("Badge")
                    .padding()
                    .background(.mint)
                    .clipShape(.rect(cornerRadii: badgeCorners))
                    .id("badge")
                UnevenRoundedRectangle(cornerRadii: RectangleCornerRadii(topLeading: 6, topTrailing: 6))
                    .frame(height: 30)
                    .id("strip")
                Text("corners \(Int(cornerSum))")
                    .onTapGesture { badgeCorners.topTrailing = 24 }
                    .id("corners")
            }
        }
    }
}

#Preview {
    WeekStripShapes()
}
