import SwiftUI
import OSLog

/// Helpers an app's sample data and sorting lean on: the C library's drand48, an in-place
/// shuffle with the app's own generator, prefixes, Foundation's three-way comparisons, a
/// default Logger and the signposts of a performance log, each shown as a label the session reads.
struct MixingGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state = state &* 6364136223846793005 &+ 1442695040888963407
        return state
    }
}

private let log = Logger()
private let perf = OSLog(subsystem: "com.example.donuts", category: "performance")
private let timeline = OSLog(subsystem: "com.example.donuts", category: .pointsOfInterest)
private let signposter = OSSignposter(logHandle: perf)

enum Ordering {
    static func name(_ result: ComparisonResult) -> String {
        switch result {
        case .orderedAscending: return "ascending"
        case .orderedSame: return "same"
        case .orderedDescending: return "descending"
        }
    }
}

struct FoundationHelpers: View {
    @State private var draws: [Double] = {
        srand48(7)
        return [drand48(), drand48()]
    }()
    @State private var deck: [String] = {
        var generator = MixingGenerator(seed: 3)
        var deck = ["Glazed", "Sprinkles", "Chocolate", "Maple", "Powdered"]
        deck.shuffle(using: &generator)
        log.debug("Shuffled \(deck.count) donuts")
        let interval = signposter.beginInterval("shuffle", id: signposter.makeSignpostID())
        os_signpost(.begin, log: perf, name: "deck")
        os_log("Shuffled %d donuts", log: perf, type: .info, deck.count)
        os_signpost(.end, log: perf, name: "deck", signpostID: OSSignpostID(log: perf))
        os_signpost(.event, log: timeline, name: "deck shown")
        signposter.endInterval("shuffle", interval)
        signposter.emitEvent("shuffled")
        return deck
    }()

    private let early = Date(timeIntervalSince1970: 0)
    private let late = Date(timeIntervalSince1970: 60)

    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                Text(deck.joined(separator: ",")).id("deck")
                Text([1, 2, 3].starts(with: [1, 2]) ? "yes" : "no").id("arrayPrefix")
                Text("scroll".starts(with: "sk") ? "yes" : "no").id("stringPrefix")
                Text(Ordering.name("b".compare("a"))).id("letters")
                Text(Ordering.name("Maple".caseInsensitiveCompare("maple"))).id("caseless")
                Text(Ordering.name(early.compare(late))).id("earlyLate")
                Text(Ordering.name(late.compare(late))).id("lateLate")
                Text(Ordering.name(late.compare(early))).id("lateEarly")
                Text("scroll".hashValue == "scroll".hashValue ? "stable" : "unstable").id("hash")
                Text("scroll".hashValue == "scrolls".hashValue ? "same" : "distinct").id("hashes")
                Text(late.description).id("lateText")
            }
        }
    }
}
