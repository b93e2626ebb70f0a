import SwiftUI

/// Gestures made of two: a circle lifted by a long press and then dragged (a sequence), a badge
/// that is held and slid at once (simultaneous), and a tile that is held or else tapped
/// (exclusive). `@GestureState` follows each combined gesture's value and goes back to its
/// declared value when the gesture ends or fails; the `@State` arrays record what happened.
struct CombinedGestureBoard: View {
    @GestureState private var hold = "inactive"
    @State var holds: [String] = []
    @State var isLifted = false
    @State var offset = CGSize.zero
    @State var drops: [CGFloat] = []
    @State var sequenceEnds = 0
    /// Touches the sequence has seen start: its value compared with `.first(true)`, a long press under way.
    @State var pressStarts = 0

    @GestureState private var both = "none"
    @State var bothStates: [String] = []
    @State var bothEnds: [String] = []

    @State var tileLog: [String] = []

    var body: some View {
        let lift = LongPressGesture(minimumDuration: 0.5)
            .onEnded { _ in isLifted = true }
        let move = DragGesture()
            .onChanged { value in offset = value.translation }
            .onEnded { value in
                drops.append(value.translation.height)
                isLifted = false
            }
        let liftThenMove = lift.sequenced(before: move)
            .updating($hold) { value, state, _ in
                switch value {
                case .first(_): state = "pressing"
                case .second(_, let drag): state = drag == nil ? "pressed" : "dragging"
                }
            }
            .onChanged { value in
                if value == .first(true) { pressStarts += 1 }
            }
            .onEnded { _ in sequenceEnds += 1 }
        let holdAndSlide = SimultaneousGesture(LongPressGesture(minimumDuration: 1), DragGesture(minimumDistance: 20))
            .updating($both) { value, state, _ in
                state = summary(value.first, value.second?.translation.height)
            }
            .onEnded { value in bothEnds.append(summary(value.first, value.second?.translation.height)) }
        let holdOrTap = ExclusiveGesture(
            LongPressGesture().onEnded { _ in tileLog.append("held") },
            TapGesture().onEnded { tileLog.append("tapped") }
        )
        .onEnded { value in
            switch value {
            case .first(_): tileLog.append("first")
            case .second(_): tileLog.append("second")
            }
        }
        VStack(spacing: 0) {
            Circle()
                .frame(width: 100, height: 100)
                .scaleEffect(isLifted ? 1.5 : 1)
                .offset(offset)
                .gesture(liftThenMove)
                .id("circle")
            Capsule()
                .frame(width: 120, height: 40)
                .simultaneousGesture(holdAndSlide)
                .id("badge")
            Rectangle()
                .frame(width: 80, height: 80)
                .highPriorityGesture(holdOrTap)
                .id("tile")
        }
        .onChange(of: hold) { _, new in holds.append(new) }
        .onChange(of: both) { _, new in bothStates.append(new) }
    }

    /// "held/25": whether the long press is under way or done (nil once it failed), and the
    /// drag's translation (nil before it starts or once it failed).
    func summary(_ held: Bool?, _ moved: CGFloat?) -> String {
        let press = held.map { $0 ? "held" : "not held" } ?? "nil"
        return press + "/" + (moved.map { String(Int($0)) } ?? "nil")
    }
}

/// Combinations written the other ways: `SequenceGesture(_:_:)` from a computed property, and
/// a simultaneous pair made with `simultaneously(with:)` inside `exclusively(before:)`.
struct StampRow: View {
    @GestureState private var stage = 0
    @State var stages: [Int] = []
    @State var taps = 0
    @State var holds = 0
    @State var drags = 0

    var pressThenDrag: some Gesture {
        SequenceGesture(LongPressGesture(minimumDuration: 1), DragGesture())
            .updating($stage) { value, state, _ in
                switch value {
                case .first(_): state = 1
                case .second(_, let drag): state = drag == nil ? 2 : 3
                }
            }
    }

    var body: some View {
        let tapWithHold = TapGesture().onEnded { taps += 1 }
            .simultaneously(with: LongPressGesture().onEnded { _ in holds += 1 })
        VStack(spacing: 0) {
            Color.orange
                .frame(height: 60)
                .gesture(pressThenDrag)
                .id("handle")
            Color.blue
                .frame(height: 60)
                .gesture(tapWithHold.exclusively(before: DragGesture().onEnded { _ in drags += 1 }))
                .id("stamp")
        }
        .onChange(of: stage) { _, new in stages.append(new) }
    }
}
