import Foundation

fileprivate let logger = "feeder"

fileprivate func describe(_ id: Int) -> String {
    "\(logger) #\(id)"
}

struct Feeder {
    var id: Int
    var label: String { describe(id) }
    let filled: Foundation.Date? = nil
    let failure: Swift.Error? = nil
}
