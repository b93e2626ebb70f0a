// The names of the standard library, Foundation and Dispatch that scrollwork's surface
// registers, each used as a view file would use it. The toolchain declares them, so this
// file compiling (scripts/typecheck-swift) proves they are Swift; SurfaceStubTests reads the
// names used here alongside the stub modules' declarations.
import Foundation
import Dispatch
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// An app's bundle resources and the standard library's traps.
func appResourceNames(_ fail: Bool) throws -> Int {
    guard let url = Bundle.main.url(forResource: "start", withExtension: "txt") else { fatalError("no start.txt") }
    _ = Bundle.main.path(forResource: "start", ofType: "txt")
    _ = Bundle.main.urls(forResourcesWithExtension: "txt", subdirectory: nil); _ = Bundle.main.paths(forResourcesOfType: "txt", inDirectory: nil)
    var isFolder: ObjCBool = false
    _ = FileManager.default.fileExists(atPath: "start.txt", isDirectory: &isFolder); _ = isFolder.boolValue
    _ = Bundle.main.infoDictionary?["CFBundleShortVersionString"] as? String
    _ = Bundle.main.object(forInfoDictionaryKey: "CFBundleVersion"); _ = Bundle.main.bundleIdentifier
    _ = Bundle.main.resourceURL; _ = Bundle.main.bundleURL; _ = Bundle.main.resourcePath; _ = Bundle.main.bundlePath
    let data = try Data(contentsOf: url)
    _ = try Data(contentsOf: url, options: [.mappedIfSafe, .uncached, .alwaysMapped])
    _ = (UUID().hashValue, 1.hashValue, 1.5.hashValue, true.hashValue)
    var hasher = Hasher(); hasher.combine(data.count); _ = hasher.finalize()
    _ = lround(2.5); _ = lroundf(2.5); _ = Character("7").wholeNumberValue; _ = url.absoluteURL
    var moment = Date(); moment.addTimeInterval(60)
    _ = data.count; _ = data.isEmpty; _ = String(data: data, encoding: .utf8); _ = String(decoding: data, as: UTF8.self)
    _ = try String(contentsOf: url); _ = try String(contentsOf: url, encoding: .utf8)
    _ = try String(contentsOfFile: "start.txt"); _ = try String(contentsOfFile: "start.txt", encoding: .utf8)
    precondition(data.count >= 0, "a count"); assert(!fail)
    if fail { assertionFailure("failed") }
    if fail { preconditionFailure("failed") }
    return data.count
}

/// How an app checks its process and sets up its network session before any request.
func processAndSessionNames() {
    let info = ProcessInfo.processInfo
    _ = info.environment; _ = info.arguments; _ = info.processName
    let configuration = URLSessionConfiguration.default
    _ = URLSessionConfiguration.ephemeral
    configuration.timeoutIntervalForRequest = 30; configuration.timeoutIntervalForResource = 60
    configuration.httpMaximumConnectionsPerHost = 2; configuration.allowsCellularAccess = true
    configuration.requestCachePolicy = .returnCacheDataElseLoad; configuration.urlCache = .shared
    configuration.httpAdditionalHeaders = nil
    _ = URLSession(configuration: configuration)
    let request = URLRequest(url: URL(string: "https://example.com")!)
    _ = URLCache.shared.cachedResponse(for: request)?.data
    URLCache.shared.removeCachedResponse(for: request); URLCache.shared.removeAllCachedResponses()
    _ = (URLCache.shared.currentMemoryUsage, URLCache.shared.currentDiskUsage)
    let response = HTTPURLResponse(url: request.url!, statusCode: 200, httpVersion: nil, headerFields: nil)!
    let cached = CachedURLResponse(response: response, data: Data())
    _ = (cached.response, cached.data)
    // The queues a block observer of NotificationCenter may name.
    _ = OperationQueue()
    _ = OperationQueue.main
    _ = "a b".addingPercentEncoding(withAllowedCharacters: .urlQueryAllowed); _ = "a%20b".removingPercentEncoding
    _ = [CharacterSet.urlPathAllowed, .urlHostAllowed, .urlFragmentAllowed, .urlUserAllowed, .urlPasswordAllowed]
    _ = Bundle(for: JSONDecoder.self); _ = Bundle(path: "fr.lproj"); _ = Bundle.main.localizedString(forKey: "Hello", value: nil, table: nil)
}

@MainActor
func standardLibraryNames() {
    _ = Int(2.5); _ = Int(Int8(3)); _ = Int("12"); _ = Int.max; _ = Int.min; _ = Int.zero
    _ = (-3).magnitude; _ = 9.isMultiple(of: 3); _ = 7.description
    _ = Int(bitPattern: UInt(5)); _ = Int(truncatingIfNeeded: UInt64.max); _ = UInt64(2.5); _ = UInt64(Int8(3)); _ = UInt64("12")
    _ = UInt64(bitPattern: -1); _ = UInt64(truncatingIfNeeded: -2); _ = UInt64.max; _ = UInt64.min; _ = UInt64.zero; _ = UInt64.bitWidth
    _ = UInt64(9).magnitude; _ = UInt64(9).leadingZeroBitCount; _ = UInt64(9).trailingZeroBitCount; _ = UInt64(9).nonzeroBitCount
    _ = UInt64(9).isMultiple(of: 3); _ = UInt64(9).description
    _ = Double(3); _ = Double(Float(1.5)); _ = Double("1.5"); _ = Double.pi; _ = Double.infinity; _ = Double.nan
    _ = Double.greatestFiniteMagnitude; _ = Double.leastNonzeroMagnitude; _ = Double.leastNormalMagnitude; _ = CGRect.zero.integral; _ = Double.ulpOfOne; _ = Double.zero
    _ = (-2.0).magnitude; _ = Double.nan.isNaN; _ = 1.0.isFinite; _ = 1.0.isInfinite; _ = 0.0.isZero; _ = 1.5.description
    _ = 2.0.squareRoot(); _ = 2.5.rounded(); _ = 2.5.rounded(.toNearestOrEven); _ = 7.5.truncatingRemainder(dividingBy: 2); _ = 7.5.remainder(dividingBy: 2)
    _ = 2.0.isLess(than: 3); _ = 2.0.isLessThanOrEqualTo(3); _ = 2.0.isEqual(to: 3)
    let rules: [FloatingPointRoundingRule] = [.toNearestOrAwayFromZero, .toNearestOrEven, .up, .down, .towardZero, .awayFromZero]
    _ = rules
    var flag = false; flag.toggle()
    _ = NSLocalizedString("Orders", tableName: nil, bundle: .main, comment: "The orders tab.")
    _ = min(1, 2, 3); _ = max(1, 2, 3); _ = abs(-4)
    _ = round(1.5); _ = floor(1.5); _ = ceil(1.5); _ = sqrt(4.0); _ = exp(1.0); _ = log(2.0)
    _ = sin(1.0); _ = cos(1.0); _ = tan(1.0); _ = pow(2.0, 3.0); _ = atan2(1.0, 1.0); _ = asin(0.5); _ = acos(0.5); _ = atan(1.0); _ = log2(8.0); _ = log10(100.0); _ = trunc(1.5); _ = hypot(3.0, 4.0); _ = fmod(5.0, 3.0)
    var weekCalendar = Calendar.current; weekCalendar.firstWeekday = 2; weekCalendar.timeZone = .current
    weekCalendar.minimumDaysInFirstWeek = 4
    let calendarUnits: NSCalendar.Unit = [.year, .month, .weekOfMonth, .day, .hour, .minute, .second]
    _ = calendarUnits
    print("names", separator: " ", terminator: "\n")
    _ = stride(from: 0, to: 10, by: 2); _ = stride(from: 0, through: 10, by: 2); _ = type(of: 1) == Int.self
    _ = zip([1], ["a"])
    precondition(flag, "checked"); assert(flag, "checked")
    if !flag { fatalError("never") } else if flag { preconditionFailure("never") } else { assertionFailure("never") }

    let items = [3, 1, 2]
    _ = items.map { $0 * 2 }; _ = items.filter { $0 > 1 }; _ = items.reduce(0, +); items.forEach { _ = $0 }
    _ = items.contains(1); _ = items.contains(where: { $0 > 1 }); _ = items.min(); _ = items.max(); _ = items.sorted()
    _ = items.sorted(by: >); _ = items.first(where: { $0 > 1 }); _ = items.reversed(); _ = items.enumerated()
    _ = ClosedRange(uncheckedBounds: (lower: 1, upper: 3)); _ = Range(uncheckedBounds: (lower: 0, upper: 3))
    var (left, right) = (1, 2); swap(&left, &right)
    _ = Array(1...3); _ = items.count; _ = items.isEmpty; _ = items.first; _ = items.last; _ = items.indices
    _ = items.startIndex; _ = items.endIndex; _ = items.index(after: 0); _ = items.index(before: 1); _ = items.index(0, offsetBy: 1)
    _ = items.firstIndex(of: 2)
    var list = items
    list.append(4); list.insert(0, at: 0); _ = list.remove(at: 0); _ = list.removeLast(); _ = list.popLast(); list.removeAll()
    list.sort(); list.sort(by: >); list.reverse(); list.removeAll(where: { $0 > 1 })
    var table: [String: Int] = ["a": 1]
    _ = table.count; _ = table.isEmpty; _ = table.keys; _ = table.values; _ = table.removeValue(forKey: "a")
    _ = table.updateValue(2, forKey: "b"); _ = table.mapValues { $0 * 2 }; table.removeAll()
    var members: Set<Int> = [1]
    _ = Set(items); _ = members.count; _ = members.isEmpty; _ = members.contains(1); _ = members.insert(2); _ = members.remove(2)
    _ = members.union(items); _ = members.intersection(items); _ = members.subtracting(items); _ = members.isSubset(of: items)
    _ = members.capacity; let _: Set<Int> = members.filter { $0 > 0 }
    _ = members.isSuperset(of: items); _ = members.isDisjoint(with: items); members.removeAll()
    let range = 0..<5
    _ = range.lowerBound; _ = range.upperBound; _ = range.count; _ = range.isEmpty; _ = range.contains(3)
    _ = items.compactMap { $0 > 1 ? $0 : nil }; _ = [[1], [2]].flatMap { $0 }; _ = items.allSatisfy { $0 > 0 }
    _ = items.count(where: { $0 > 1 }); _ = ["a", "b"].joined(separator: ", ")
    _ = items.firstIndex(where: { $0 > 1 }); _ = items.lastIndex(where: { $0 > 1 }); _ = items.last(where: { $0 > 1 })
    _ = items.min(by: <); _ = items.max(by: <); _ = items.prefix(2); _ = items.suffix(2); _ = items.dropFirst(); _ = items.dropLast()
    _ = items.prefix(while: { $0 > 1 }); _ = items.drop(while: { $0 > 1 })
    _ = Int.random(in: 0..<6); _ = Double.random(in: 0...1); _ = Double.random(in: 0..<1); _ = Bool.random()
    _ = items.randomElement(); _ = items.shuffled(); list.shuffle()
    _ = AnyHashable(1).base

    let text = "Hello, world"
    _ = String(describing: 1); _ = String(42); _ = String(repeating: "a", count: 2); _ = String(format: "%d", 1)
    _ = text.count; _ = text.isEmpty; _ = text.first; _ = text.last; _ = text.hasPrefix("H"); _ = text.hasSuffix("d")
    _ = text.localizedCaseInsensitiveContains("h"); _ = text.localizedStandardContains("h")
    _ = RunLoop.main; _ = RunLoop.Mode.common; _ = RunLoop.Mode.default
    _ = text.contains("lo"); _ = text.uppercased(); _ = text.lowercased(); _ = text.capitalized
    _ = text.localizedCapitalized; _ = text.localizedUppercase; _ = text.localizedLowercase
    _ = text.capitalized(with: nil); _ = text.uppercased(with: Locale(identifier: "tr_TR")); _ = text.lowercased(with: .current)
    _ = text.trimmingCharacters(in: .whitespaces); _ = CharacterSet.whitespacesAndNewlines; _ = CharacterSet.newlines
    let scalars: String.UnicodeScalarView = text.unicodeScalars, scalar: Unicode.Scalar = "a"
    _ = scalars.filter(CharacterSet.alphanumerics.contains); _ = CharacterSet.alphanumerics.contains(scalar)
    _ = [CharacterSet.letters, .decimalDigits, .punctuationCharacters, .symbols]
    _ = [CharacterSet.lowercaseLetters, .uppercaseLetters, .capitalizedLetters, .controlCharacters, .nonBaseCharacters]
    _ = CharacterSet(charactersIn: "#").union(.letters).inverted
    let scanner = Scanner(string: "ff 12 1.5")
    var wide: UInt64 = 0, narrow: UInt32 = 0
    _ = scanner.scanHexInt64(&wide); _ = scanner.scanHexInt32(&narrow); _ = scanner.isAtEnd
    scanner.scanLocation = 1
    _ = scanner.scanString("#"); _ = scanner.scanUpToString(" "); _ = scanner.scanCharacter()
    _ = scanner.scanCharacters(from: .letters); _ = scanner.scanUpToCharacters(from: .whitespaces)
    _ = scanner.scanUInt64(representation: .hexadecimal); _ = scanner.scanInt(representation: .decimal); _ = scanner.scanDouble()
    _ = Scanner.NumberRepresentation.decimal
    let digits = "12" as NSString
    _ = (digits.integerValue, digits.intValue, digits.longLongValue, digits.doubleValue, digits.floatValue, digits.boolValue)
    _ = (UInt64(), Int(), Double(), Bool())
    _ = text.replacingOccurrences(of: "l", with: "L"); _ = text.split(separator: ","); _ = text.split { $0 == "," }; _ = text.components(separatedBy: ", "); _ = text.components(separatedBy: .newlines)
    _ = text.prefix(2); _ = text.suffix(2); _ = text.dropFirst(); _ = text.dropLast(); _ = text.indices

    let task = Task(priority: .userInitiated) { try await Task.sleep(for: .seconds(1)); try await Task.sleep(nanoseconds: 1); await Task.sleep(1) }
    Task { _ = await MainActor.run { 1 }; _ = await MainActor.run(resultType: Int.self) { 2 } }
    _ = MainActor.assumeIsolated { 3 }
    task.cancel(); _ = task.isCancelled; _ = Task<Never, Never>.isCancelled
    let priorities: [TaskPriority] = [.high, .medium, .low, .userInitiated, .utility, .background]
    _ = priorities; _ = Duration.seconds(1.5); _ = Duration.milliseconds(20.0)
    _ = Duration.microseconds(500.0); _ = Duration.nanoseconds(10); _ = Duration.zero
    let remaining = Duration(secondsComponent: 3725, attosecondsComponent: 0)
    let durationUnits: Set<Duration.UnitsFormatStyle.Unit> = [.weeks, .days, .hours, .minutes, .seconds, .milliseconds]
    let widths: [Duration.UnitsFormatStyle.UnitWidth] = [.wide, .abbreviated, .condensedAbbreviated, .narrow]
    _ = widths; _ = remaining.formatted(.units(allowed: durationUnits, width: .abbreviated, maximumUnitCount: 1))
    _ = Duration.UnitsFormatStyle(allowedUnits: durationUnits, width: .wide, maximumUnitCount: 2).format(remaining)
    let clockPatterns: [Duration.TimeFormatStyle.Pattern] = [
        .hourMinute, .hourMinuteSecond, .minuteSecond, .hourMinute(padHourToLength: 2, roundSeconds: .up),
        .hourMinuteSecond(padHourToLength: 2, fractionalSecondsLength: 1, roundFractionalSeconds: .down),
        .minuteSecond(padMinuteToLength: 2, fractionalSecondsLength: 2, roundFractionalSeconds: .towardZero),
    ]
    _ = clockPatterns; _ = remaining.formatted(.time(pattern: .hourMinute)); _ = remaining.formatted()
    _ = Duration.TimeFormatStyle(pattern: .minuteSecond).format(remaining)
    let lengthUnits: [LengthFormatter.Unit] = [.millimeter, .centimeter, .meter, .kilometer, .inch, .foot, .yard, .mile]
    let lengthFormatter = LengthFormatter()
    lengthFormatter.unitStyle = .long; lengthFormatter.numberFormatter.maximumFractionDigits = 1
    _ = lengthUnits.map { lengthFormatter.string(fromValue: 2, unit: $0) + lengthFormatter.unitString(fromValue: 2, unit: $0) }
    _ = [1, 2].lazy
    let unitsStyles: [Date.RelativeFormatStyle.UnitsStyle] = [.wide, .narrow, .abbreviated, .spellOut]
    _ = unitsStyles; _ = Date().formatted(.relative(presentation: .numeric, unitsStyle: .narrow))
    _ = Date.RelativeFormatStyle(presentation: .named, unitsStyle: .wide).format(Date())

    _ = UUID(); _ = UUID(uuidString: "00000000-0000-0000-0000-000000000001"); _ = UUID().uuidString
    _ = URL(string: "https://example.com")?.absoluteString
    let date = Date()
    _ = Date.now; _ = Date(timeIntervalSinceNow: 1); _ = Date(timeIntervalSince1970: 1); _ = Date(timeIntervalSinceReferenceDate: 1)
    _ = Date(timeInterval: 1, since: date); _ = date.timeIntervalSinceReferenceDate; _ = date.timeIntervalSince1970
    _ = Date.timeIntervalSinceReferenceDate; _ = URL(string: "a")?.baseURL
    _ = date.timeIntervalSinceNow; _ = date.timeIntervalSince(date); _ = date.distance(to: date); _ = date.addingTimeInterval(1)
    _ = date.advanced(by: 1); _ = date.formatted(); _ = date.formatted(date: .omitted, time: .shortened)
    var calendar = Calendar.current; calendar = Calendar.autoupdatingCurrent; calendar = Calendar(identifier: .gregorian)
    var parts = DateComponents(calendar: nil, timeZone: nil, era: 1, year: 2026, month: 1, day: 1, hour: 7, minute: 0, second: 0,
                               nanosecond: 0, weekday: 1, weekdayOrdinal: 1, quarter: 1, weekOfMonth: 1, weekOfYear: 1, yearForWeekOfYear: 2026)
    parts.era = 1; parts.year = 1; parts.month = 1; parts.day = 1; parts.hour = 1; parts.minute = 1; parts.second = 1
    parts.nanosecond = 1; parts.weekday = 1; parts.weekdayOrdinal = 1; parts.quarter = 1; parts.weekOfMonth = 1
    parts.weekOfYear = 1; parts.yearForWeekOfYear = 1
    _ = calendar.date(from: parts); _ = calendar.dateComponents([.hour, .minute], from: date); _ = calendar.dateComponents([.day], from: date, to: date)
    _ = calendar.component(.day, from: date); _ = calendar.date(byAdding: .day, value: 1, to: date, wrappingComponents: false)
    _ = calendar.date(byAdding: parts, to: date, wrappingComponents: false); _ = calendar.startOfDay(for: date)
    _ = calendar.isDate(date, inSameDayAs: date); _ = calendar.isDateInToday(date); _ = calendar.isDateInYesterday(date)
    _ = calendar.isDateInTomorrow(date); _ = calendar.isDateInWeekend(date)
    let policies: [Calendar.MatchingPolicy] = [.nextTime, .nextTimePreservingSmallerComponents, .previousTimePreservingSmallerComponents, .strict]
    let repeated: [Calendar.RepeatedTimePolicy] = [.first, .last]
    let searchDirections: [Calendar.SearchDirection] = [.forward, .backward]
    _ = (policies, repeated, searchDirections, Decimal(string: "1.5"))
    _ = calendar.nextDate(after: date, matching: parts, matchingPolicy: .nextTime, repeatedTimePolicy: .first, direction: .forward)
    _ = parts.value(for: .hour); parts.setValue(nil, for: .hour)
    let counted = NSCountedSet(array: ["a", "a"]); counted.add("b"); counted.remove("a")
    _ = (counted.count(for: "a"), counted.count, NSCountedSet().allSatisfy { _ in true })
    let units: [Calendar.Component] = [.era, .year, .month, .day, .hour, .minute, .second, .weekday, .weekdayOrdinal, .quarter,
                                       .weekOfMonth, .weekOfYear, .yearForWeekOfYear, .nanosecond]
    let systems: [Calendar.Identifier] = [.gregorian, .iso8601, .buddhist, .chinese, .coptic, .ethiopicAmeteMihret, .ethiopicAmeteAlem,
                                          .hebrew, .indian, .islamic, .islamicCivil, .islamicTabular, .islamicUmmAlQura, .japanese,
                                          .persian, .republicOfChina]
    _ = (units, systems, Date.distantPast, Date.distantFuture, TimeZone.current.identifier)
    _ = TimeZone(identifier: "Europe/Paris"); _ = TimeZone(secondsFromGMT: 3600); _ = TimeZone(abbreviation: "PST")
    _ = TimeZone.current.secondsFromGMT(); _ = TimeZone.current.secondsFromGMT(for: Date())
    let dateStyles: [Date.FormatStyle.DateStyle] = [.omitted, .numeric, .abbreviated, .long, .complete]
    let timeStyles: [Date.FormatStyle.TimeStyle] = [.omitted, .shortened, .standard, .complete]
    _ = (dateStyles, timeStyles)

    DispatchQueue.main.async {}
    DispatchQueue.main.asyncAfter(deadline: .now() + .seconds(1)) {}
    let queue = DispatchQueue(label: "work", qos: .utility, attributes: .concurrent, autoreleaseFrequency: .workItem, target: nil)
    _ = queue.label; _ = queue.sync { 1 }
    let qualities: [DispatchQoS] = [.background, .utility, .default, .userInitiated, .userInteractive, .unspecified]
    let classes: [DispatchQoS.QoSClass] = [.background, .utility, .default, .userInitiated, .userInteractive, .unspecified]
    let frequencies: [DispatchQueue.AutoreleaseFrequency] = [.inherit, .workItem, .never]
    _ = (qualities, classes, frequencies, DispatchQueue.global(), DispatchQueue.global(qos: .background))
    let group = DispatchGroup()
    group.enter(); group.leave()
    queue.async(group: group, qos: .utility, flags: [.barrier, .detached, .assignCurrentContext, .enforceQoS]) {}
    group.notify(queue: .main) {}
    let item = DispatchWorkItem(qos: .userInitiated, flags: []) {}
    DispatchQueue.main.async(execute: item); DispatchQueue.main.asyncAfter(deadline: .now(), execute: item)
    DispatchQueue.main.asyncAfter(wallDeadline: .now(), execute: item)
    item.perform(); item.cancel(); _ = item.isCancelled
    _ = DispatchTime.now().uptimeNanoseconds
    _ = (Thread.isMainThread, Thread.current.isMainThread)
    // The C library's and Foundation's blocking sleeps, not run: only their names are checked.
    let sleeps = { _ = sleep(1); _ = usleep(1); Thread.sleep(forTimeInterval: 0.1); Thread.sleep(until: Date()) }
    _ = sleeps
    // Its PersonNameComponentsFormatter cannot be made on Linux: only its name is checked here.
    _ = PersonNameComponentsFormatter.self
    let reading: [JSONSerialization.ReadingOptions] = [.mutableContainers, .mutableLeaves, .fragmentsAllowed, .allowFragments]
    let writing: [JSONSerialization.WritingOptions] = [.prettyPrinted, .sortedKeys, .fragmentsAllowed, .withoutEscapingSlashes]
    let parsed = try? JSONSerialization.jsonObject(with: Data("[]".utf8), options: reading[0])
    _ = (try? JSONSerialization.data(withJSONObject: [1], options: writing[0]), JSONSerialization.isValidJSONObject([1]), parsed)
    let objects = NSSet(array: [1, 2]), none = NSSet(), one = NSSet(object: 3)
    _ = (objects.count, objects.allObjects, objects.contains(1), objects.anyObject(), none, one)
    let always = NSPredicate(value: true)
    _ = (always.evaluate(with: nil), NSCompoundPredicate(andPredicateWithSubpredicates: [always]),
         NSCompoundPredicate(orPredicateWithSubpredicates: [always]), NSCompoundPredicate(notPredicateWithSubpredicate: always))
    final class Holder {}
    _ = ObjectIdentifier(Holder()) == ObjectIdentifier(Holder())
    let intervals: [DispatchTimeInterval] = [.seconds(1), .milliseconds(1), .microseconds(1), .nanoseconds(1)]
    _ = intervals
    let timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: false) { _ in }
    timer.fire(); timer.invalidate(); _ = timer.isValid; _ = timer.timeInterval; timer.tolerance = 0.1

    _ = 1.5.formatted(); _ = 2.formatted(); _ = 1.5.formatted(.number); _ = 2.formatted(.percent)
    _ = 1.5.formatted(.currency(code: "USD")); _ = 1.5.formatted(.number.precision(.fractionLength(2)))
    _ = 1.5.formatted(.number.precision(.fractionLength(1...2))); _ = 1.5.formatted(.number.precision(.significantDigits(3)))
    _ = 1.5.formatted(.number.precision(.significantDigits(1...3))); _ = 1.5.formatted(.number.grouping(.never))
    _ = 1.5.formatted(.number.grouping(.automatic)); _ = 1.5.formatted(.percent.precision(.fractionLength(1)))
    _ = 1234.5.formatted(.number.locale(Locale(identifier: "de_DE")))
    let contexts: [Formatter.Context] = [.unknown, .dynamic, .standalone, .listItem, .beginningOfSentence, .middleOfSentence]
    _ = contexts
    _ = 15_300.0.formatted(.number.notation(.compactName)); _ = 2.formatted(.number.notation(.scientific)); _ = 1.5.formatted(.number.notation(.automatic))

    var rect = CGRect(x: 0, y: 0, width: 1, height: 1)
    _ = CGRect(origin: .zero, size: .zero); _ = CGRect(); _ = CGRect.zero
    _ = (rect.minX, rect.minY, rect.maxX, rect.maxY, rect.midX, rect.midY, rect.width, rect.height, rect.isEmpty)
    rect.origin = CGPoint(); rect.size = CGSize(); _ = rect.offsetBy(dx: 1, dy: 1); _ = rect.insetBy(dx: 1, dy: 1)
    _ = rect.intersects(rect); _ = rect.contains(CGPoint.zero); _ = rect.contains(rect)
    var point = CGPoint(x: 1, y: 2); point.x = 0; point.y = 0
    var size = CGSize(width: 1, height: 2); size.width = 0; size.height = 0; _ = CGSize.zero
    var temperature = Measurement(value: 72, unit: UnitTemperature.fahrenheit)
    temperature.convert(to: .celsius); _ = temperature.converted(to: .kelvin).value; _ = temperature.unit.symbol
    let lengths: [UnitLength] = [.kilometers, .meters, .centimeters, .millimeters, .miles, .yards, .feet, .inches]
    let durations: [UnitDuration] = [.hours, .minutes, .seconds, .milliseconds, .microseconds, .nanoseconds]
    let masses: [UnitMass] = [.kilograms, .grams, .pounds, .ounces]
    let volumes: [UnitVolume] = [.liters, .milliliters, .deciliters, .centiliters, .cubicMeters, .cubicCentimeters, .teaspoons,
                                 .tablespoons, .fluidOunces, .cups, .pints, .quarts, .gallons]
    let dimensions: [Dimension] = lengths + durations + masses + volumes; let firstUnit: Unit = dimensions[0]; _ = firstUnit
    var offsets = IndexSet(); offsets = IndexSet(integer: 1); offsets = IndexSet(integersIn: 0..<2); offsets = IndexSet([1])
    _ = (offsets.count, offsets.isEmpty, offsets.first, offsets.last, offsets.contains(1)); _ = offsets.insert(2); _ = offsets.remove(2)
    _ = Locale(identifier: "en_US").identifier; _ = Locale.current.currency?.identifier; _ = Locale.autoupdatingCurrent
    _ = Locale.current.currencyCode; _ = Locale.current.currencySymbol; _ = Locale.current.languageCode; _ = Locale.preferredLanguages; _ = Locale.current.usesMetricSystem
    _ = Locale.current.regionCode
    _ = Locale.current.language.characterDirection == .leftToRight
    _ = Locale.current.localizedString(forLanguageCode: "fr"); _ = Locale.current.localizedString(forRegionCode: "DE")
    _ = Locale.current.localizedString(forIdentifier: "fr_CA"); _ = Locale.current.language.languageCode?.identifier
    let directions: [Locale.LanguageDirection] = [.unknown, .leftToRight, .rightToLeft, .topToBottom, .bottomToTop]
    _ = directions

    debugPrint("names", separator: " ", terminator: "\n"); _ = AttributedString(); _ = AttributedString("a")
    var counts = [String: Int](); counts = Dictionary(); _ = counts.keys; _ = counts.values
    _ = Dictionary(grouping: [1, 2], by: { $0 % 2 }); _ = Dictionary(uniqueKeysWithValues: [("a", 1)])
    _ = counts.mapValues { $0 * 2 }; _ = counts.updateValue(1, forKey: "a"); _ = counts.removeValue(forKey: "a")
    var tags = Set<Int>(); tags = Set([1]); _ = tags.subtracting([1]); tags.subtract([1])
    _ = tags.isSubset(of: [1]); _ = tags.isSuperset(of: [1]); _ = tags.isDisjoint(with: [1])
    let defaults = UserDefaults.standard; _ = UserDefaults(suiteName: "group")
    defaults.set(1, forKey: "a"); defaults.removeObject(forKey: "a"); _ = defaults.object(forKey: "a")
    defaults.register(defaults: ["a": 1])
    _ = defaults.array(forKey: "a"); _ = defaults.integer(forKey: "a"); _ = defaults.double(forKey: "a"); _ = defaults.float(forKey: "a"); _ = defaults.bool(forKey: "a")
    _ = defaults.stringArray(forKey: "a"); _ = defaults.dictionary(forKey: "a")
    _ = defaults.dictionaryRepresentation(); _ = defaults.synchronize(); _ = Bool("true")
}

/// JSON over synthesised Codable conformances, with every strategy the surface offers.
struct KnownCodable: Codable { var name: String }
func jsonNames() throws -> Int {
    let decoder = JSONDecoder()
    decoder.keyDecodingStrategy = .useDefaultKeys; decoder.keyDecodingStrategy = .convertFromSnakeCase
    decoder.dateDecodingStrategy = .deferredToDate; decoder.dateDecodingStrategy = .secondsSince1970
    decoder.dateDecodingStrategy = .millisecondsSince1970; decoder.dateDecodingStrategy = .iso8601
    decoder.dataDecodingStrategy = .base64; decoder.dataDecodingStrategy = .deferredToData
    decoder.dateDecodingStrategy = .custom { try $0.singleValueContainer().decode(Date.self) }
    let encoder = JSONEncoder()
    encoder.keyEncodingStrategy = .useDefaultKeys; encoder.keyEncodingStrategy = .convertToSnakeCase
    encoder.dateEncodingStrategy = .deferredToDate; encoder.dateEncodingStrategy = .secondsSince1970
    encoder.dateEncodingStrategy = .millisecondsSince1970; encoder.dateEncodingStrategy = .iso8601
    encoder.dataEncodingStrategy = .base64; encoder.dataEncodingStrategy = .deferredToData
    encoder.dateEncodingStrategy = .custom { date, encoder in var single = encoder.singleValueContainer(); try single.encode(date) }
    _ = Data().base64EncodedString(); _ = Data(base64Encoded: "")
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    let data = try encoder.encode(KnownCodable(name: "a"))
    let plist = PropertyListEncoder()
    plist.outputFormat = .xml; plist.outputFormat = .binary; plist.outputFormat = .openStep
    _ = try PropertyListDecoder().decode(KnownCodable.self, from: try plist.encode(KnownCodable(name: "a")))
    _ = "a".data(using: .utf8); _ = "a".utf8.count
    do {
        return try decoder.decode([KnownCodable].self, from: Data("[]".utf8)).count + data.count
    } catch let error as DecodingError {
        return error.localizedDescription.count
    } catch let error as EncodingError {
        return error.localizedDescription.count
    }
}

/// Hand-written Codable conformances through the coders' containers and their keys.
struct KnownHandCoded: Codable {
    var name: String
    enum CodingKeys: String, CodingKey { case name, list }
    init(from decoder: Decoder) throws {
        let container: KeyedDecodingContainer<CodingKeys> = try decoder.container(keyedBy: CodingKeys.self)
        _ = (decoder.codingPath.first?.stringValue, decoder.codingPath.first?.intValue, container.codingPath, container.allKeys)
        _ = try (container.contains(.name), container.decodeNil(forKey: .name), container.decodeIfPresent(Int.self, forKey: .list))
        _ = try (container.superDecoder(), container.superDecoder(forKey: .list), container.nestedContainer(keyedBy: CodingKeys.self, forKey: .list))
        var list: UnkeyedDecodingContainer = try container.nestedUnkeyedContainer(forKey: .list)
        _ = (list.count, list.isAtEnd, list.currentIndex, list.codingPath)
        _ = try (list.decode(Int.self), list.decodeIfPresent(Int.self), list.decodeNil())
        _ = try (list.nestedContainer(keyedBy: CodingKeys.self), list.nestedUnkeyedContainer(), decoder.unkeyedContainer())
        let single: SingleValueDecodingContainer = try decoder.singleValueContainer()
        _ = try (single.decode(Int.self), single.decodeNil(), single.codingPath)
        _ = DecodingError.dataCorruptedError(in: single, debugDescription: "a")
        name = try container.decode(String.self, forKey: .name)
        if name.isEmpty { throw DecodingError.dataCorruptedError(forKey: .name, in: container, debugDescription: "empty") }
    }
    func encode(to encoder: Encoder) throws {
        var container: KeyedEncodingContainer<CodingKeys> = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name); try container.encodeIfPresent(Int?.none, forKey: .list); try container.encodeNil(forKey: .list)
        _ = (encoder.codingPath, container.codingPath, container.nestedContainer(keyedBy: CodingKeys.self, forKey: .list))
        var list: UnkeyedEncodingContainer = container.nestedUnkeyedContainer(forKey: .list)
        try list.encode(1); try list.encodeNil(); _ = (list.count, list.codingPath, list.nestedContainer(keyedBy: CodingKeys.self), list.nestedUnkeyedContainer())
        _ = encoder.unkeyedContainer()
        var single: SingleValueEncodingContainer = encoder.singleValueContainer()
        try single.encode(name); try single.encodeNil(); _ = single.codingPath
    }
}

/// DecodingError's cases made from a context and taken apart by patterns.
func decodingErrorNames(_ error: Error) -> DecodingError {
    let context = DecodingError.Context(codingPath: [], debugDescription: "a")
    _ = (context.codingPath, context.debugDescription, context.underlyingError)
    switch error {
    case DecodingError.keyNotFound(let key, let context): return .keyNotFound(key, context)
    case DecodingError.typeMismatch(let type, let context): return .typeMismatch(type, context)
    case DecodingError.valueNotFound(let type, let context): return .valueNotFound(type, context)
    default: return DecodingError.dataCorrupted(context)
    }
}

/// Foundation's sort descriptors and predicates, which SwiftData's fetches and `@Query` take.
final class KnownSortedItem {
    var title = "a"
    init() {}
}

func sortAndPredicateNames() throws {
    let byTitle = SortDescriptor(\KnownSortedItem.title, order: .forward)
    // `.localizedStandard`, the comparator scrollwork has, is Apple's only: the SwiftData stub declares it.
    _ = SortDescriptor(\KnownSortedItem.title, comparator: String.StandardComparator.lexical, order: .reverse)
    _ = byTitle.order == SortOrder.reverse
    let isShort = #Predicate<KnownSortedItem> { $0.title.count < 3 }
    _ = try isShort.evaluate(KnownSortedItem())
    _ = Predicate<KnownSortedItem>({ _ in PredicateExpressions.Value(true) })
    var items = [KnownSortedItem()]
    let byTitleDescending = KeyPathComparator(\KnownSortedItem.title, order: .reverse)
    _ = byTitleDescending.order
    _ = items.sorted(using: byTitleDescending)
    _ = items.sorted(using: [byTitle])
    items.sort(using: byTitleDescending)
    func ordered<C: SortComparator>(_ comparator: C) -> C { comparator }
    _ = ordered(byTitle)
}

/// `Swift.min` where a member shadows it, and the floating-point protocols an app extends.
extension ClosedRange where Bound == Double {
    func knownClamped(_ value: Double) -> Double { Swift.min(Swift.max(value, lowerBound), upperBound) }
}
extension BinaryFloatingPoint {
    func knownHalf() -> Self { self / 2 }
}
extension FloatingPoint {
    func knownDoubled() -> Self { self * 2 }
}

/// String's indices, `DateFormatter` and `Date.FormatStyle`'s fields and symbols.
func stringIndexAndDateFormattingNames() {
    var word = "silkworm"
    if let i = word.firstIndex(of: "k") { _ = word.remove(at: i) }
    _ = word.lastIndex(of: "o"); _ = word.index(after: word.startIndex); _ = word.index(before: word.endIndex)
    _ = word.index(word.startIndex, offsetBy: 1); _ = word.index(word.startIndex, offsetBy: 1, limitedBy: word.endIndex)
    _ = word.distance(from: word.startIndex, to: word.endIndex); word.insert("!", at: word.endIndex)
    word.append("s"); word.append(contentsOf: "!?")
    _ = word.removeFirst(); _ = word.removeLast(); word.removeFirst(1); word.removeLast(1); word.removeAll(keepingCapacity: false)
    let formatter = DateFormatter()
    let styles: [DateFormatter.Style] = [.none, .short, .medium, .long, .full]
    formatter.dateStyle = styles[0]; formatter.timeStyle = .full; formatter.dateFormat = "yyyy"
    formatter.locale = Locale(identifier: "en_US"); formatter.timeZone = TimeZone(identifier: "GMT"); formatter.calendar = Calendar.current
    formatter.setLocalizedDateFormatFromTemplate("MMMMd")
    _ = formatter.string(from: Date()); _ = formatter.date(from: "2026")
    _ = DateFormatter.localizedString(from: Date(), dateStyle: .short, timeStyle: .short)
    _ = DateFormatter.dateFormat(fromTemplate: "j", options: 0, locale: Locale.current)
    _ = DateComponents(calendar: .current, hour: 9).date
    _ = Calendar.current.identifier
    _ = (Calendar.current.amSymbol, Calendar.current.pmSymbol)
    _ = "a".data(using: String.Encoding.ascii)
    _ = (Calendar.current.monthSymbols, Calendar.current.shortMonthSymbols, Calendar.current.veryShortMonthSymbols)
    _ = (Calendar.current.weekdaySymbols, Calendar.current.shortWeekdaySymbols, Calendar.current.veryShortWeekdaySymbols)
    _ = (Calendar.current.standaloneMonthSymbols, Calendar.current.shortStandaloneMonthSymbols, Calendar.current.veryShortStandaloneMonthSymbols)
    _ = (Calendar.current.standaloneWeekdaySymbols, Calendar.current.shortStandaloneWeekdaySymbols,
         Calendar.current.veryShortStandaloneWeekdaySymbols)
    let style = Date.FormatStyle.dateTime
        .year(.defaultDigits).year(.twoDigits)
        .month(.defaultDigits).month(.twoDigits).month(.abbreviated).month(.wide).month(.narrow)
        .day(.defaultDigits).day(.twoDigits)
        .weekday(.abbreviated).weekday(.wide).weekday(.narrow).weekday(.short)
        .hour(.defaultDigits(amPM: .omitted)).hour(.twoDigits(amPM: .narrow)).hour(.defaultDigits(amPM: .abbreviated))
        .hour(.defaultDigits(amPM: .wide))
        .minute(.defaultDigits).minute(.twoDigits).second(.defaultDigits).second(.twoDigits)
        .locale(Locale(identifier: "en_US"))
    _ = style.format(Date()); _ = Date().formatted(style); _ = Date.FormatStyle(date: .long, time: .omitted)
}

/// `ClosedRange<Int>` as a declared type, and `dump`.
func closedRangeAndDumpNames() {
    let levels: ClosedRange<Int> = 1...5
    _ = (levels.lowerBound, levels.upperBound, levels.count, levels.isEmpty, levels.contains(3), levels.clamped(to: 2...4))
    _ = dump(levels, name: "levels", indent: 0, maxDepth: 2, maxItems: 10)
    var text = ""
    _ = dump(levels, to: &text, name: "levels", indent: 0, maxDepth: 2, maxItems: 10)
}

/// The one-sided ranges as declared types, and what they answer.
func partialRangeNames() {
    let from: PartialRangeFrom<Int> = 2..., through: PartialRangeThrough<Double> = ...0.5, upTo: PartialRangeUpTo<Int> = ..<3
    _ = (from.lowerBound, from.contains(4), through.upperBound, through.contains(0.25), upTo.upperBound, upTo.contains(3))
    _ = (from ~= 1, [1, 2, 3][upTo], "scroll"[..<"scroll".endIndex])
}

/// Sample data dealt from an app's own seeded generator, and from the system's.
struct KnownSeededGenerator: RandomNumberGenerator {
    init(seed: Int) { srand48(seed) }
    func next() -> UInt64 { UInt64(drand48() * 0x1.0p53) }
}
func seededRandomNames() {
    var seeded = KnownSeededGenerator(seed: 5)
    var system = SystemRandomNumberGenerator()
    var list = [1, 2, 3]
    _ = Int.random(in: 0..<6, using: &seeded); _ = Int.random(in: 1...6, using: &seeded)
    _ = Double.random(in: 0..<1, using: &seeded); _ = Double.random(in: 0...1, using: &system)
    _ = Bool.random(using: &seeded); _ = list.randomElement(using: &seeded); _ = list.shuffled(using: &seeded)
    list.shuffle(using: &system); _ = system.next()
    _ = (arc4random(), arc4random_uniform(6))
}

/// Names sorted and compared as Foundation compares strings, and a text's hash as an identifier.
func comparisonNames() -> [ComparisonResult] {
    let name = "Émile"
    _ = name.starts(with: "É"); _ = [1, 2].starts(with: [1]); _ = name.hashValue
    _ = [1, 2].elementsEqual([1, 2]); _ = [1, 2].elementsEqual([2, 4]) { $0 * 2 == $1 }
    _ = Date().compare(Date())
    let options: [String.CompareOptions] = [.caseInsensitive, .literal, .backwards, .anchored, .numeric, .diacriticInsensitive,
                                            .widthInsensitive, .forcedOrdering, .regularExpression]
    _ = (name.range(of: "a"), name.range(of: "a", options: options[0]), name.compare("a", options: .numeric))
    _ = (name.rangeOfCharacter(from: .decimalDigits), name.rangeOfCharacter(from: .letters, options: .backwards))
    return [name.localizedCompare("a"), name.caseInsensitiveCompare("a"), name.localizedCaseInsensitiveCompare("a"),
            name.localizedStandardCompare("a"), .orderedAscending, .orderedSame, .orderedDescending]
}

/// An image cache: `NSCache` by `NSString` key.
func cacheNames() {
    let cache = NSCache<NSString, NSError>()
    let key = NSString(string: "a")
    _ = key.length
    cache.setObject(NSError(domain: "d", code: 1), forKey: key)
    cache.setObject(NSError(domain: "d", code: 2), forKey: key, cost: 1)
    _ = cache.object(forKey: key)
    cache.removeObject(forKey: key); cache.removeAllObjects()
    cache.countLimit = 10; cache.totalCostLimit = 100; cache.name = "images"
}

/// A task's delegate, as an app that shows an upload's progress declares it.
final class UploadProgress: NSObject, URLSessionTaskDelegate {
    func urlSession(_ session: URLSession, task: URLSessionTask, didSendBodyData bytesSent: Int64, totalBytesSent: Int64,
                    totalBytesExpectedToSend: Int64) {}
}

/// Networking as apps write it (every request fails offline in scrollwork), `NSError`, and the
/// ranges text APIs take.
func networkingAndErrorNames() async throws {
    let policies: [URLRequest.CachePolicy] = [.useProtocolCachePolicy, .reloadIgnoringLocalCacheData, .reloadIgnoringLocalAndRemoteCacheData,
                                              .returnCacheDataElseLoad, .returnCacheDataDontLoad, .reloadRevalidatingCacheData]
    var request = URLRequest(url: URL(string: "https://example.com")!, cachePolicy: policies[0], timeoutInterval: 60)
    request.httpMethod = "POST"; request.httpBody = Data(); request.timeoutInterval = 5; request.allHTTPHeaderFields = [:]
    request.setValue("a", forHTTPHeaderField: "b"); request.addValue("c", forHTTPHeaderField: "b")
    _ = request.value(forHTTPHeaderField: "b"); _ = request.url
    _ = try await URLSession.shared.data(from: URL(string: "https://example.com")!)
    _ = try await URLSession.shared.data(for: request)
    let (_, response) = try await URLSession.shared.upload(for: request, from: Data())
    _ = try await URLSession.shared.data(from: URL(string: "https://example.com")!, delegate: UploadProgress())
    _ = try await URLSession.shared.data(for: request, delegate: nil)
    _ = try await URLSession.shared.upload(for: request, from: Data(), delegate: UploadProgress())
    _ = (response as? HTTPURLResponse)?.statusCode; _ = response.url; _ = response.mimeType
    let task: URLSessionDataTask = URLSession.shared.dataTask(with: request) { _, _, _ in }
    task.resume(); task.cancel(); URLSession.shared.dataTask(with: URL(string: "https://example.com")!) { _, _, _ in }.resume()
    let made = HTTPURLResponse(url: URL(string: "/")!, statusCode: 200, httpVersion: nil, headerFields: ["A": "b"])!
    _ = made.allHeaderFields; _ = made.value(forHTTPHeaderField: "a"); _ = made.url
    let codes: [URLError.Code] = [.unknown, .cancelled, .badURL, .timedOut, .unsupportedURL, .cannotFindHost, .cannotConnectToHost,
                                  .networkConnectionLost, .dnsLookupFailed, .httpTooManyRedirects, .resourceUnavailable,
                                  .notConnectedToInternet, .badServerResponse, .userAuthenticationRequired, .cannotDecodeRawData,
                                  .cannotDecodeContentData, .cannotParseResponse, .fileDoesNotExist, .secureConnectionFailed, .dataNotAllowed,
                                  .redirectToNonExistentLocation, .userCancelledAuthentication, .zeroByteResource,
                                  .internationalRoamingOff, .callIsActive, .requestBodyStreamExhausted,
                                  .appTransportSecurityRequiresSecureConnection, .fileIsDirectory, .noPermissionsToReadFile,
                                  .dataLengthExceedsMaximum, .serverCertificateHasBadDate, .serverCertificateUntrusted,
                                  .serverCertificateHasUnknownRoot, .serverCertificateNotYetValid, .clientCertificateRejected,
                                  .clientCertificateRequired, .cannotLoadFromNetwork, .cannotCreateFile, .cannotOpenFile,
                                  .cannotCloseFile, .cannotWriteToFile, .cannotRemoveFile, .cannotMoveFile,
                                  .downloadDecodingFailedMidStream, .downloadDecodingFailedToComplete,
                                  .backgroundSessionRequiresSharedContainer, .backgroundSessionInUseByAnotherProcess,
                                  .backgroundSessionWasDisconnected, URLError.badServerResponse, URLError.cancelled]
    // Optional here, as Linux's Foundation declares it; Darwin's is not failable.
    let numbered: URLError.Code? = URLError.Code(rawValue: 0)
    _ = numbered
    let offline = URLError(codes[11])
    _ = (offline.code, offline.errorCode, offline.failingURL, offline.localizedDescription, offline.code.rawValue)
    let error = NSError(domain: "d", code: 1, userInfo: [NSLocalizedDescriptionKey: "x"])
    _ = (error.domain, error.code, error.userInfo, error.localizedDescription, error.localizedFailureReason, error.localizedRecoverySuggestion)
    _ = [NSLocalizedFailureReasonErrorKey, NSLocalizedRecoverySuggestionErrorKey, NSLocalizedRecoveryOptionsErrorKey, NSUnderlyingErrorKey,
         NSFilePathErrorKey, NSURLErrorKey, NSHelpAnchorErrorKey, NSDebugDescriptionErrorKey]
    var range = NSRange(location: 0, length: NSNotFound)
    range.location = 1; range.length = 2
    _ = (NSMakeRange(0, 1), range.lowerBound, range.upperBound, "a".utf16.count)
    let expression = try? NSRegularExpression(pattern: "a", options: [.caseInsensitive, .allowCommentsAndWhitespace, .ignoreMetacharacters,
                                                                     .dotMatchesLineSeparators, .anchorsMatchLines, .useUnixLineSeparators,
                                                                     .useUnicodeWordBoundaries])
    let matching: NSRegularExpression.MatchingOptions = [.reportProgress, .reportCompletion, .anchored, .withTransparentBounds, .withoutAnchoringBounds]
    _ = (NSRegularExpression.escapedPattern(for: "."), expression?.pattern, expression?.numberOfMatches(in: "a", options: matching, range: range))
    _ = expression?.stringByReplacingMatches(in: "a", options: [], range: range, withTemplate: "$0")
    if let found = expression?.firstMatch(in: "a", options: [], range: range) {
        _ = (found.range, found.numberOfRanges, found.range(at: 0), found.range(withName: "n"), expression?.matches(in: "a", range: range))
    }
    let rich = NSMutableAttributedString(string: "ab", attributes: nil); rich.append(NSAttributedString(attributedString: rich))
    _ = NSAttributedString(string: "a"); _ = NSMutableAttributedString(attributedString: rich); _ = NSRange()
    rich.replaceCharacters(in: range, with: "c"); rich.replaceCharacters(in: range, with: rich); rich.deleteCharacters(in: range)
    rich.setAttributedString(rich); rich.addAttribute(.init("k"), value: 1, range: range); rich.addAttributes([:], range: range)
    rich.setAttributes(nil, range: range); rich.removeAttribute(.init("k"), range: range); rich.insert(rich, at: 0)
    _ = (rich.string, rich.length, rich.isEqual(to: rich), rich.attributedSubstring(from: range), Range<Int>(range), NSRange(0..<1))
    _ = rich.attributes(at: 0, effectiveRange: &range); _ = rich.attribute(.init("k"), at: 0, effectiveRange: &range)
    _ = rich.attributes(at: 0, effectiveRange: nil); _ = rich.attribute(.init("k"), at: 0, effectiveRange: nil)
    let enumeration: NSAttributedString.EnumerationOptions = [.reverse, .longestEffectiveRangeNotRequired]
    rich.enumerateAttribute(.init("k"), in: range, options: enumeration) { _, _, stop in stop.pointee = true }
    rich.enumerateAttributes(in: range, options: []) { _, _, _ in }
}

/// Async sequences as tasks read them, a detached task, the app's own notifications, and
/// list format styles.
func asyncSequenceAndListNames() async throws {
    let detached = Task.detached(priority: .background) { 1 }
    _ = await detached.value
    let counts = AsyncStream(Int.self, bufferingPolicy: .bufferingOldest(2)) { continuation in
        continuation.onTermination = { _ in }
        _ = continuation.yield(1)
        continuation.finish()
    }
    let words = AsyncStream<String>(bufferingPolicy: .bufferingNewest(1)) { $0.finish() }
    let (made, maker) = AsyncStream.makeStream(of: Int.self, bufferingPolicy: .unbounded)
    let (plain, _) = AsyncStream<Int>.makeStream(bufferingPolicy: .unbounded)
    maker.finish()
    for await _ in counts {}
    for await _ in words {}
    for await _ in made {}
    _ = plain
    let failing = AsyncThrowingStream(Int.self, bufferingPolicy: .bufferingOldest(1)) { continuation in
        continuation.onTermination = { _ in }
        _ = continuation.yield(1)
        continuation.finish(throwing: nil)
    }
    let later = AsyncThrowingStream<Int, Error>(bufferingPolicy: .bufferingNewest(1)) { $0.finish() }
    let (thrown, thrower) = AsyncThrowingStream.makeStream(of: Int.self, bufferingPolicy: .unbounded)
    let (other, _) = AsyncThrowingStream<Int, Error>.makeStream(bufferingPolicy: .unbounded)
    thrower.finish()
    for try await _ in failing {}
    for try await _ in later {}
    for try await _ in thrown {}
    _ = other
    let name = Notification.Name("Saved"), raw = Notification.Name(rawValue: "Saved")
    NotificationCenter.default.post(name: name, object: nil, userInfo: ["id": 1])
    NotificationCenter.default.removeObserver(NSObject())
    NotificationCenter.default.removeObserver(NSObject(), name: name, object: nil)
    let note = Notification(name: raw)
    _ = (note.name.rawValue, note.object, note.userInfo)
    let list = ListFormatStyle<StringStyle, [String]>.list(type: .and, width: .standard)
    let widths: [ListFormatStyle<StringStyle, [String]>.Width] = [.short, .narrow]
    _ = (["a", "b"].formatted(list), ["a"].formatted(.list(type: .or)), ["a"].formatted(), widths)
    _ = [1, 2].formatted(.list(memberStyle: .number, type: .and))
}

/// Files of the app's container, and the URLs that name them.
func appContainerNames() throws {
    // `URL.documentsDirectory`, `cachesDirectory` and `applicationSupportDirectory` are Apple's only (the UIKit stub module's).
    _ = [URL.temporaryDirectory, URL.homeDirectory]
    let documents = URL(fileURLWithPath: "/Documents")
    let file = documents.appending(path: "places.json", directoryHint: .inferFromPath).appending(component: "x")
    _ = URL(fileURLWithPath: "/tmp/a.txt"); _ = URL(filePath: "/tmp/a.txt", directoryHint: .notDirectory)
    _ = file.path; _ = file.path(percentEncoded: false); _ = file.lastPathComponent; _ = file.pathExtension
    _ = file.pathComponents; _ = file.isFileURL; _ = file.scheme; _ = file.host; _ = file.host(); _ = file.host(percentEncoded: false); _ = file.query; _ = file.absoluteString
    _ = file.relativePath; _ = file.relativeString
    _ = file.appendingPathComponent("a"); _ = file.appendingPathComponent("a", isDirectory: true)
    _ = file.appendingPathExtension("json"); _ = file.deletingLastPathComponent(); _ = file.deletingPathExtension()
    var changed = file
    changed.append(path: "a", directoryHint: .inferFromPath); changed.append(component: "b", directoryHint: .notDirectory)
    changed.appendPathComponent("c"); changed.appendPathComponent("d", isDirectory: true); changed.appendPathExtension("e")
    changed.deleteLastPathComponent(); changed.deletePathExtension()
    _ = [URL.DirectoryHint.isDirectory, .notDirectory, .checkFileSystem, .inferFromPath]
    let manager = FileManager.default
    _ = manager.urls(for: .documentDirectory, in: .userDomainMask)
    _ = try manager.url(for: .applicationSupportDirectory, in: .userDomainMask, appropriateFor: nil, create: true)
    _ = [FileManager.SearchPathDirectory.cachesDirectory, .applicationSupportDirectory, .libraryDirectory]
    _ = [FileManager.SearchPathDomainMask.localDomainMask, .networkDomainMask, .systemDomainMask, .allDomainsMask]
    _ = manager.temporaryDirectory; _ = manager.fileExists(atPath: file.path); _ = manager.contents(atPath: file.path)
    _ = manager.createFile(atPath: file.path, contents: Data(), attributes: [FileAttributeKey: Any]?.none)
    try manager.createDirectory(at: documents, withIntermediateDirectories: true, attributes: nil)
    try manager.createDirectory(atPath: documents.path, withIntermediateDirectories: true, attributes: nil)
    _ = try manager.contentsOfDirectory(atPath: documents.path)
    _ = try manager.contentsOfDirectory(at: documents, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles, .skipsSubdirectoryDescendants])
    _ = [FileManager.DirectoryEnumerationOptions.skipsPackageDescendants, .includesDirectoriesPostOrder]
    try manager.copyItem(at: file, to: documents); try manager.copyItem(atPath: file.path, toPath: documents.path)
    try manager.moveItem(at: file, to: documents); try manager.moveItem(atPath: file.path, toPath: documents.path)
    try manager.removeItem(at: file); try manager.removeItem(atPath: file.path)
    try Data().write(to: file, options: [.atomic, .withoutOverwriting, .noFileProtection, .completeFileProtection])
    _ = [Data.WritingOptions.completeFileProtectionUnlessOpen, .completeFileProtectionUntilFirstUserAuthentication, .fileProtectionMask]
    try "text".write(to: file, atomically: true, encoding: .utf8)
    try "text".write(toFile: file.path, atomically: true, encoding: .utf8)
    let values = try file.resourceValues(forKeys: [URLResourceKey.fileSizeKey, .isDirectoryKey, .isRegularFileKey])
    _ = (values.fileSize, values.isDirectory, values.isRegularFile)
    let sizes = ByteCountFormatter()
    sizes.allowedUnits = [.useBytes, .useKB, .useMB, .useGB, .useTB, .usePB, .useEB, .useZB, .useYBOrHigher, .useAll]
    sizes.countStyle = .file
    _ = [ByteCountFormatter.CountStyle.memory, .decimal, .binary]
    _ = sizes.string(fromByteCount: 1_000); _ = ByteCountFormatter.string(fromByteCount: 1_000, countStyle: .binary)
    var components = URLComponents()
    components.scheme = "https"; components.host = "example.com"; components.path = "/a"; components.port = 8080
    components.query = "a=1"; components.fragment = "top"
    var item = URLQueryItem(name: "q", value: nil)
    item.name = "page"; item.value = "2"
    components.queryItems = [item]
    _ = (components.url, components.string, components.scheme, components.host, components.path, components.port)
    _ = (components.query, components.fragment, components.queryItems, item.name, item.value)
    _ = URLComponents(url: file, resolvingAgainstBaseURL: false); _ = URLComponents(string: "https://example.com")
    var prices = [1: 90]
    prices.merge([2: 80], uniquingKeysWith: { $1 }); _ = prices.merging([3: 70], uniquingKeysWith: { old, _ in old })
}

/// `NumberFormatter` and `NSNumber` as apps configure them.
func numberFormatterNames() -> [String?] {
    let formatter = NumberFormatter()
    let styles: [NumberFormatter.Style] = [.none, .decimal, .currency, .percent, .scientific, .spellOut, .ordinal,
                                           .currencyISOCode, .currencyPlural, .currencyAccounting]
    formatter.numberStyle = styles[1]
    formatter.locale = Locale(identifier: "en_US"); formatter.locale = NSLocale.current
    formatter.minimumFractionDigits = 1; formatter.maximumFractionDigits = 2
    formatter.minimumIntegerDigits = 1; formatter.maximumIntegerDigits = 9
    formatter.minimumSignificantDigits = 1; formatter.maximumSignificantDigits = 3; formatter.usesSignificantDigits = false
    let modes: [NumberFormatter.RoundingMode] = [.ceiling, .floor, .down, .up, .halfEven, .halfDown, .halfUp]
    formatter.roundingMode = modes[6]
    formatter.usesGroupingSeparator = true; formatter.groupingSeparator = ","; formatter.decimalSeparator = "."
    formatter.currencyCode = "USD"; formatter.currencySymbol = "$"; formatter.zeroSymbol = nil
    formatter.percentSymbol = "%"
    formatter.minusSign = "-"; formatter.plusSign = "+"; formatter.positiveFormat = "0.00"; formatter.negativeFormat = "-0.00"
    formatter.positivePrefix = ""; formatter.negativePrefix = "-"; formatter.positiveSuffix = ""; formatter.negativeSuffix = ""
    formatter.isLenient = true; formatter.alwaysShowsDecimalSeparator = false; formatter.generatesDecimalNumbers = true
    let number = NSNumber(value: 3)
    _ = (number.intValue, number.doubleValue, number.boolValue, number.stringValue, NSNumber(value: 2.5), NSNumber(value: true))
    _ = (NSDecimalNumber(decimal: 1.5).decimalValue, Double(truncating: Decimal(2) as NSDecimalNumber))
    _ = (Double(truncating: number), Int(truncating: number), Bool(truncating: number))
    return [formatter.string(from: number), formatter.string(from: 2.5), formatter.string(for: 3), DateFormatter().string(for: Date()),
            formatter.number(from: "3").map(\.stringValue), NumberFormatter.localizedString(from: 3, number: .ordinal)]
}

/// Task groups as an app's loaders use them: children added, then awaited one by one or all.
func taskGroupNames() async throws {
    let sum = await withTaskGroup(of: Int.self) { group in
        group.addTask { 1 }
        _ = group.addTaskUnlessCancelled { 2 }
        var total = 0
        while let value = await group.next() { total += value }
        await group.waitForAll()
        group.cancelAll()
        _ = (group.isEmpty, group.isCancelled)
        return total
    }
    _ = await withTaskGroup(of: Int.self, returning: Int.self) { _ in sum }
    try await withThrowingTaskGroup(of: Void.self) { group in
        group.addTask { try await Task.sleep(for: .seconds(1)) }
        _ = group.addTaskUnlessCancelled { }
        for try await _ in group {}
        _ = try await group.next()
        try await group.waitForAll()
        group.cancelAll()
        _ = (group.isEmpty, group.isCancelled)
    }
    _ = try await withThrowingTaskGroup(of: Int.self, returning: Int.self) { _ in
        try await Task.sleep(for: .seconds(1))
        return sum
    }
}

/// Continuations as apps bridge callbacks to async code, checked and unsafe.
func continuationNames() async throws {
    let value: Int = await withCheckedContinuation { continuation in continuation.resume(returning: 1) }
    let other: Int = try await withCheckedThrowingContinuation { continuation in
        continuation.resume(throwing: CancellationError())
    }
    await withUnsafeContinuation { (continuation: UnsafeContinuation<Void, Never>) in continuation.resume() }
    let last: Int = try await withUnsafeThrowingContinuation { continuation in continuation.resume(returning: value + other) }
    _ = last
}

/// A Character's properties, which the surface gives the one-character strings that stand for it.
func characterNames(_ character: Character) {
    _ = (character.isASCII, character.isLetter, character.isNumber, character.isWholeNumber, character.isHexDigit)
    _ = (character.isUppercase, character.isLowercase, character.isCased, character.isWhitespace, character.isNewline)
    _ = (character.isPunctuation, character.isSymbol, character.isMathSymbol, character.isCurrencySymbol)
    _ = (character.asciiValue, character.hexDigitValue)
}

/// Timers made first and given to a run loop, and ISO 8601 dates.
func timerAndISO8601Names() {
    let timer = Timer(timeInterval: 1, repeats: true) { _ in }
    RunLoop.main.add(timer, forMode: .common)
    let formatter = ISO8601DateFormatter()
    formatter.formatOptions = [.withYear, .withMonth, .withWeekOfYear, .withDay, .withTime, .withTimeZone, .withSpaceBetweenDateAndTime,
                               .withDashSeparatorInDate, .withColonSeparatorInTime, .withColonSeparatorInTimeZone, .withFractionalSeconds,
                               .withFullDate, .withFullTime, .withInternetDateTime]
    formatter.timeZone = TimeZone(identifier: "UTC")
    _ = formatter.date(from: formatter.string(from: Date()))
}

/// Swapping elements, and a currency style made with its initialiser.
func swapAndCurrencyNames() {
    var scores = [3, 9, 5]
    scores.swapAt(0, 1)
    _ = FloatingPointFormatStyle<Double>.Currency(code: "EUR", locale: Locale(identifier: "en_US"))
}

/// A floating-point value's sign.
func signNames() {
    _ = (1.5.sign == FloatingPointSign.plus, (-1.0).sign == .minus)
}

/// Replacing and removing a string's characters by a range of its indices.
func stringSubrangeNames() {
    var text = "4000"
    text.replaceSubrange(text.startIndex...text.startIndex, with: "5")
    text.removeSubrange(text.startIndex..<text.endIndex)
    text.replace(" ", with: "")
    _ = String(format: "%.1f", locale: Locale(identifier: "en_US"), 2.25)
    _ = text.replacing("aa", with: "b", maxReplacements: 1)
}

/// A deep walk of a folder.
func directoryEnumeratorNames() {
    let walk: FileManager.DirectoryEnumerator? = FileManager.default.enumerator(atPath: "/tmp")
    _ = (walk?.nextObject(), walk?.allObjects)
    let urls = FileManager.default.enumerator(at: URL(fileURLWithPath: "/tmp"), includingPropertiesForKeys: nil,
                                               options: [.skipsSubdirectoryDescendants, .skipsHiddenFiles], errorHandler: nil)
    for case let url as URL in urls! where url.hasDirectoryPath { _ = url }
}

/// The interval of a calendar unit, and comparing dates by one.
func dateIntervalNames(_ date: Date) {
    let calendar = Calendar(identifier: .gregorian)
    guard let week = calendar.dateInterval(of: .weekOfYear, for: date) else { return }
    let made = DateInterval(start: week.start, end: week.end), timed = DateInterval(start: date, duration: 60)
    _ = (made.duration, made.contains(date), timed.intersects(week))
    _ = calendar.isDate(date, equalTo: week.start, toGranularity: .month)
    _ = calendar.compare(date, to: week.end, toGranularity: .day)
}

/// Swift's `Regex` as apps match with it: a literal or a pattern, whole, first and all matches.
func regexNames() throws -> [String] {
    let email = /^[a-z]+@[a-z]+$/.ignoresCase()
    let digits = try Regex("[0-9]+")
    let text = "a1b22"
    _ = text.wholeMatch(of: email)?.output; _ = text.prefixMatch(of: digits)?.range; _ = text.firstMatch(of: digits)
    _ = text.matches(of: digits).map(\.range); _ = text.ranges(of: digits); _ = text.contains(digits)
    return [text.replacing(digits, with: "#"), text.replacing(digits, with: "#", maxReplacements: 1)]
}

/// Dates written and read in ISO 8601 with Foundation's format style.
func iso8601FormatStyleNames(_ date: Date) throws {
    let style = Date.ISO8601FormatStyle(dateSeparator: .dash, dateTimeSeparator: .standard, timeSeparator: .colon,
                                        timeZoneSeparator: .colon, includingFractionalSeconds: false, timeZone: .gmt)
    _ = style.year().month().day().weekOfYear().time(includingFractionalSeconds: true).timeZone(separator: .omitted)
    _ = style.dateSeparator(.omitted).dateTimeSeparator(.space).timeSeparator(.omitted).timeZoneSeparator(.omitted)
    _ = (style.format(date), try style.parse("2026-12-07T10:00:00Z"), try Date("2026-12-07T10:00:00Z", strategy: .iso8601))
}

/// NSLocale as older apps read it: country codes, identifiers of parts, the names of values.
func nsLocaleNames() {
    let keys: [NSLocale.Key] = [.identifier, .languageCode, .countryCode, .scriptCode, .currencyCode, .currencySymbol]
    _ = (NSLocale.isoCountryCodes, NSLocale.localeIdentifier(fromComponents: [keys[2].rawValue: "FR"]))
    _ = NSLocale(localeIdentifier: "en_US").displayName(forKey: .countryCode, value: "FR")
    _ = Locale.current.language.region?.identifier
}

/// Unicode scalars made from code points and read back.
func unicodeScalarNames() {
    let scalar: Unicode.Scalar? = Unicode.Scalar(UInt32(0x1F1EB))
    _ = (scalar?.value, scalar?.isASCII, scalar?.description)
}

/// A string built scalar by scalar through its settable view, with the older name of the type.
func unicodeScalarViewNames() -> String {
    var flag = ""
    flag.unicodeScalars.append(UnicodeScalar(127_467)!)
    return flag
}
