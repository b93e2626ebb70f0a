import ScrollworkCore
import ScrollworkScene

/// `DatePicker` in its iPhone (compact) style: a row of its label and, at the trailing edge,
/// the bound date as the device writes it ("Jan 1, 2026" for the date, "12:00 AM" for the
/// time). Nothing here opens the calendar or the wheel, so the binding keeps its value unless
/// code or `set` changes it; the forms with a range of dates (`in: start...end`,
/// `in: ...Date.now`) show the same row, as the range only bounds what a user may pick.
enum SwiftUIDatePickerSurface: SurfaceProvider {
    static let components: [(name: String, bits: Int)] = [("hourAndMinute", 1), ("date", 2)]

    static func register(in surface: inout SurfaceBuilder) {
        surface.type("DatePickerComponents", .optionSet, doc: "What a date picker lets a user pick: .date, .hourAndMinute.") { t in
            for (name, bits) in components {
                t.constant("static let \(name): DatePickerComponents", doc: "The \(name == "date" ? "day" : "time") part.", .int(bits))
            }
        }
        surface.alias("DatePicker.Components", for: "DatePickerComponents")
        surface.type("DatePicker", conformsTo: ["View"], doc: "A row: its label, then the bound date as the device writes it.") { t in
            let all = "displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]"
            let titled = "init(_ titleKey: String, selection: Binding<Date>"
            t.initializer("\(titled), \(all))", role: .view, doc: "A date picker titled by text.") { a in
                try row(title: [.text(ArgumentReader.string(a[0]))], a[1], a[2], a)
            }
            t.initializer("init(selection: Binding<Date>, \(all), @ViewBuilder label: () -> Label)", role: .view,
                          doc: "A date picker with a label view.") { a in
                try row(title: try ViewConstructors.content(a[2], range: a.range, in: a.context), a[0], a[1], a)
            }
            for range in ["ClosedRange<Date>", "PartialRangeFrom<Date>", "PartialRangeThrough<Date>"] {
                t.initializer("\(titled), in range: \(range), \(all))", role: .view,
                              doc: "A date picker titled by text, picking within the range.") { a in
                    try row(title: [.text(ArgumentReader.string(a[0]))], a[1], a[3], a)
                }
                t.initializer("init(selection: Binding<Date>, in range: \(range), \(all), @ViewBuilder label: () -> Label)", role: .view,
                              doc: "A date picker with a label view, picking within the range.") { a in
                    try row(title: try ViewConstructors.content(a[3], range: a.range, in: a.context), a[0], a[2], a)
                }
            }
        }
    }

    private static func row(title: [ViewNode], _ binding: Value, _ shown: Value, _ a: SurfaceArguments) throws -> Value {
        guard case .host(let box as StateBox) = binding, let seconds = FoundationTypes.seconds(ofDate: box.value) else {
            throw RuntimeFailure("DatePicker needs a binding to a Date such as $date")
        }
        let bits = try ValueReaders.int(shown, "displayedComponents")
        let region = DeviceRegion.of(a.context)
        var values = [ViewNode]()
        if bits & 2 != 0 { values.append(.text(DateText.format(seconds, date: "abbreviated", time: "omitted", region: region))) }
        if bits & 1 != 0 { values.append(.text(DateText.format(seconds, date: "omitted", time: "shortened", region: region))) }
        return ViewConstructors.view(ControlViews.labeled(title, value: values, kind: "DatePicker", in: a.context?.runtime))
    }
}
