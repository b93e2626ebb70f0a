import SwiftUI

/// A hiking log in the shape of Apple's Landmarks tutorial: trails decoded from JSON (with the
/// trailing commas Foundation's reader accepts), each observation's ranges as Swift encodes a
/// `Range` (an array of its bounds), distances written by a `LengthFormatter`, a graph reading
/// an observation's range through a key path rooted at a nested type, a secure field with a
/// commit callback and a date picker bounded by a closed range of dates.
struct Trail: Codable, Identifiable {
    var id: Int
    var name: String
    var distance: Double
    var observations: [Observation]

    static var formatter = LengthFormatter()

    var distanceText: String {
        Trail.formatter.string(fromValue: distance, unit: .kilometer)
    }

    var badge: Image { Image(systemName: "leaf") }

    struct Observation: Codable, Hashable {
        var distanceFromStart: Double
        var elevation: Range<Double>
        var pace: Range<Double>
    }
}

extension Trail {
    /// Distances in the long and short styles, and with one fraction digit.
    static func styledDistances() -> [String] {
        let formatter = LengthFormatter()
        formatter.unitStyle = .long
        var texts = [formatter.string(fromValue: 2, unit: .foot), formatter.string(fromValue: 1, unit: .centimeter),
                     formatter.string(fromValue: 3, unit: .inch)]
        formatter.unitStyle = .short
        texts += [formatter.string(fromValue: 2, unit: .yard), formatter.string(fromValue: 5, unit: .millimeter),
                  formatter.string(fromValue: 1, unit: .meter)]
        formatter.numberFormatter.maximumFractionDigits = 1
        texts.append(formatter.string(fromValue: 12.345678, unit: .mile))
        return texts
    }
}

enum TrailData {
    static let json = """
    [
        {"id": 1, "name": "Ridge", "distance": 4.8,
         "observations": [{"distanceFromStart": 0, "elevation": [291.5, 309.25], "pace": [396, 403.5]},
                          {"distanceFromStart": 1.2, "elevation": [300, 330], "pace": [390, 410]},]},
        {"id": 2, "name": "Coast", "distance": 12.345678, "observations": []},
    ]
    """
    static let trails: [Trail] = try! JSONDecoder().decode([Trail].self, from: Data(json.utf8))
}

/// The smallest range holding all of them.
func rangeOfRanges<C: Collection>(_ ranges: C) -> Range<Double> where C.Element == Range<Double> {
    guard !ranges.isEmpty else { return 0..<0 }
    let low = ranges.lazy.map { $0.lowerBound }.min()!
    let high = ranges.lazy.map { $0.upperBound }.max()!
    return low..<high
}

struct TrailGraph: View {
    var trail: Trail
    var path: KeyPath<Trail.Observation, Range<Double>>

    var body: some View {
        let overall = rangeOfRanges(trail.observations.lazy.map { $0[keyPath: path] })
        Text("\(Int(overall.lowerBound))–\(Int(overall.upperBound))")
    }
}

struct TrailList: View {
    @State private var password = ""
    @State private var goal = Date(timeIntervalSince1970: 0)
    let trails = TrailData.trails

    var window: ClosedRange<Date> {
        let start = Date(timeIntervalSince1970: 0)
        return start...start.addingTimeInterval(86_400 * 365)
    }

    var body: some View {
        VStack(spacing: 0) {
            ForEach(trails) { trail in
                HStack {
                    trail.badge
                        .resizable()
                        .frame(width: 30, height: 30)
                    Text(trail.distanceText)
                }
                .id(trail.name)
            }
            TrailGraph(trail: trails[0], path: \Trail.Observation.elevation)
                .id("graph")
            SecureField("Password", text: $password) {
                print("committed")
            }
            .id("password")
            DatePicker(selection: $goal, in: window, displayedComponents: .date) {
                Text("Goal")
            }
            .id("goal")
            DatePicker("Start", selection: $goal, in: window)
                .id("start")
        }
    }
}

#Preview("Trails") {
    TrailList()
}

/// A trail's legs as tuples, each taken apart by the row's closure.
struct TrailLegs: View {
    let legs: [(name: String, km: Double)] = [("Climb", 1.5), ("Ridge", 2.25)]

    var body: some View {
        VStack(spacing: 0) {
            ForEach(legs, id: \.name) { (name, km) in
                LegRow(name: name, km: km)
            }
        }
    }
}

struct LegRow: View {
    let name: String
    let km: Double

    var body: some View {
        Text("\(name) \(km)").id(name)
    }
}

#Preview("Legs") {
    TrailLegs()
}
