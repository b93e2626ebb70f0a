import SwiftUI

/// Timeline views built at the scene's clock: each content is given its schedule's latest
/// entry not after now (an every-minute schedule the minute's start, a periodic one the last
/// tick aligned to its start, an explicit one its last date gone by, or its first before any),
/// and is built again when the view holding it is.
struct Clocks: View {
    /// Where a scene's clock starts: 2026-01-01 00:00:00 UTC.
    let newYear = Date(timeIntervalSinceReferenceDate: 788_918_400)
    @State private var redraws = 0

    var body: some View {
        VStack(spacing: 0) {
            TimelineView(.everyMinute) { context in
                Text(seconds(context.date)).frame(height: 30).id("minute")
            }
            TimelineView(.periodic(from: newYear.addingTimeInterval(7), by: 4)) { context in
                Text(seconds(context.date)).frame(height: 40).id("periodic")
            }
            TimelineView(.explicit([newYear.addingTimeInterval(10), newYear.addingTimeInterval(100)])) { context in
                Text(seconds(context.date)).frame(height: 50).id("explicit")
            }
            TimelineView(.animation) { context in
                Text(context.cadence == .live ? "live" : "slow").frame(height: 20).id("animation")
            }
            Button("Redraw \(redraws)") { redraws += 1 }.id("redraw")
            HStack(spacing: 0) {
                TimelineView(EveryMinuteTimelineSchedule()) { context in
                    Text(seconds(context.date)).id("minute by type")
                }
                TimelineView(PeriodicTimelineSchedule(from: newYear, by: 30)) { context in
                    Text(seconds(context.date)).id("half minutes")
                }
                TimelineView(ExplicitTimelineSchedule([newYear.addingTimeInterval(5)])) { context in
                    Text(seconds(context.date)).id("one date")
                }
                TimelineView(AnimationTimelineSchedule(minimumInterval: 1, paused: false)) { context in
                    Text(context.cadence == .seconds || context.cadence == .minutes ? "slow" : "live").id("paced")
                }
                TimelineView(.animation(minimumInterval: 0.5, paused: false)) { context in
                    Text(seconds(context.date)).id("every half second")
                }
            }
        }
        .frame(maxHeight: .infinity, alignment: .top)
    }

    func seconds(_ date: Date) -> String { "\(Int(date.timeIntervalSince(newYear)))" }
}

#Preview("Clocks") { Clocks() }
