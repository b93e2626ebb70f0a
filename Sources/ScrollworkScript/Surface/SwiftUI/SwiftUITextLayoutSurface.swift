import ScrollworkCore
import ScrollworkScene

/// What sizes text (docs/SEMANTICS.md, "Text"): the font and weight, the line limit, the
/// spacing between lines and how far text may shrink. Each reaches every `Text` inside the
/// view it modifies, the nearest winning, as SwiftUI's environment does.
enum SwiftUITextLayoutSurface: SurfaceProvider {
    static func register(in surface: inout SurfaceBuilder) {
        surface.extend("View") { t in
            t.transform("func font(_ font: Font?) -> some View", role: .layout, doc: "Measures the text inside in this font.") { value, a in
                try font(&value, a)
            }
            t.transform("func fontWeight(_ weight: Font.Weight?) -> some View", role: .layout,
                        doc: "Measures the text inside at this weight.") { value, a in
                try setting(&value, a, .weight(try FontValue.weight(a[0])))
            }
            t.transform("func bold(_ isActive: Bool = true) -> some View", role: .layout, doc: "Measures the text inside in bold.") { value, a in
                try setting(&value, a, .weight(try ValueReaders.bool(a[0], "isActive") ? .bold : nil))
            }
            lines(&t)
        }
        surface.extend("Text") { t in
            t.transform("func font(_ font: Font?) -> Text", role: .layout, doc: "Measures the text in this font.") { value, a in
                try font(&value, a)
            }
            t.transform("func fontWeight(_ weight: Font.Weight?) -> Text", role: .layout, doc: "Measures the text at this weight.") { value, a in
                try setting(&value, a, .weight(try FontValue.weight(a[0])))
            }
            t.transform("func bold() -> Text", role: .layout, doc: "Measures the text in bold.") { value, a in
                try setting(&value, a, .weight(.bold))
            }
        }
    }

    private static func lines(_ t: inout SurfaceTypeBuilder) {
        t.transform("func lineLimit(_ number: Int?) -> some View", role: .layout,
                    doc: "At most this many lines; the last one is cut with an ellipsis.") { value, a in
            try setting(&value, a, .lineLimit(try ArgumentReader.int(a[0])))
        }
        t.transform("func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View", role: .layout,
                    doc: "At most this many lines; with reservesSpace, always as tall as that many.") { value, a in
            guard let limit = try ArgumentReader.int(a[0]) else { return }
            try setting(&value, a, .lineLimit(limit))
            if try ValueReaders.bool(a[1], "reservesSpace") { try setting(&value, a, .reservedLines(limit)) }
        }
        // A range of lines: as iOS does, the text is always at least the lower bound's lines
        // tall (`lineLimit(2...)` reserves two) and is cut after the upper bound's.
        for declaration in ["func lineLimit(_ limit: ClosedRange<Int>) -> some View",
                            "func lineLimit(_ limit: PartialRangeFrom<Int>) -> some View",
                            "func lineLimit(_ limit: PartialRangeThrough<Int>) -> some View"] {
            t.transform(declaration, role: .layout,
                        doc: "At least the range's lower bound of lines, at most its upper bound's.") { value, a in
                guard let lines = RangeBounds(a[0]) else {
                    throw RuntimeFailure("expected a range of lines such as 1...3, found \(Value.describe(a[0]))")
                }
                let lowest = try lines.lower.map { try ValueReaders.int($0, "limit") } ?? 1
                // An Int range's `a...b` is kept as `a..<b+1`.
                let highest = try lines.upper.map { try ValueReaders.int($0, "limit") - (lines.includesUpper ? 0 : 1) }
                try setting(&value, a, .lineLimit(highest))
                try setting(&value, a, .reservedLines(lowest))
            }
        }
        t.transform("func lineSpacing(_ lineSpacing: CGFloat) -> some View", role: .layout,
                    doc: "Extra space between the lines of the text inside.") { value, a in
            try setting(&value, a, .lineSpacing(try ValueReaders.double(a[0], "lineSpacing")))
        }
        t.transform("func minimumScaleFactor(_ factor: CGFloat) -> some View", role: .layout,
                    doc: "How far the text inside may shrink to fit its width or line limit.") { value, a in
            try setting(&value, a, .minimumScaleFactor(try ValueReaders.double(a[0], "factor")))
        }
    }

    private static func font(_ value: inout Value, _ a: SurfaceArguments) throws {
        if case .host(let font as FontValue) = a[0] { return try setting(&value, a, font.setting) }
        try setting(&value, a, .font(try FontValue.read(a[0]) ?? .body))
    }

    private static func setting(_ value: inout Value, _ a: SurfaceArguments, _ setting: TextModifier) throws {
        try ViewModifiers.append(.text(setting), to: &value, range: a.range, in: a.context)
    }
}
