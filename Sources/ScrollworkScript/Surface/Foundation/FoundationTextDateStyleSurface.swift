import Foundation
import ScrollworkScene

/// `Text(_:style:)`: a date as SwiftUI's `Text.DateStyle`s write it for the device's locale and
/// time zone. `.date` and `.time` write the date itself; `.relative`, `.offset` and `.timer`
/// write how far it is from now, which iOS rewrites as the clock runs: here the text is the
/// one of the moment the body runs, and those three say so where they are used.
enum FoundationTextDateStyleSurface: SurfaceProvider {
    static func register(in surface: inout SurfaceBuilder) {
        surface.type("Text.DateStyle", doc: "How Text(_:style:) writes a date.") { t in
            t.constant("static let date: Text.DateStyle", role: .visual, doc: "The date: June 3, 2019.", .symbol("date"))
            t.constant("static let time: Text.DateStyle", role: .visual, doc: "The time: 11:23 PM.", .symbol("time"))
            for (name, example) in [("relative", "2 hours, 23 minutes"), ("offset", "+2 hours"), ("timer", "2:32")] {
                t.constant("static let \(name): Text.DateStyle", role: .visual, doc: "The time from now: \(example).",
                           caveat: "'.\(name)' is written as it reads when the body runs; it does not count on as the clock runs",
                           .symbol(name))
            }
        }
        surface.extend("Text") { t in
            t.initializer("init(_ date: Date, style: Text.DateStyle)", role: .view,
                          doc: "Text showing a date, or its distance from now, in a date style.") { a in
                guard let seconds = FoundationTypes.seconds(ofDate: a[0]),
                      let now = FoundationTypes.seconds(ofDate: try FoundationTypes.now(in: a.context))
                else { throw RuntimeFailure(RuntimeMessages.typeMismatch("Date", a[0])) }
                let style = ValueReaders.symbol(a[1]) ?? "date"
                return ViewConstructors.view(.text(try DateText.styled(seconds, style, now: now, region: DeviceRegion.of(a.context))))
            }
        }
    }
}
