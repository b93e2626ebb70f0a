import Foundation
import Testing
import ScrollworkCore
@testable import ScrollworkScript

/// String(format:), number styles and paths, checked against Foundation and geometry.
@Suite struct FoundationSurfaceTests {
    struct FormatCase: Sendable, CustomStringConvertible {
        let format: String
        let arguments: [Int]
        let doubles: [Double]
        var description: String { format }
    }

    /// The C conversions agree with Foundation's own String(format:) on numbers.
    @Test(arguments: [
        FormatCase(format: "%d|%5d|%-5d|%05d|%+d", arguments: [42, 42, 42, 42, 42], doubles: []),
        FormatCase(format: "%x|%X|%o|%u", arguments: [255, 255, 8, 7], doubles: []),
        FormatCase(format: "%f|%.2f|%8.3f|%e|%.3E|%g|%G", arguments: [], doubles: [3.14159, 2.5, -1.25, 12345.678, 0.00012, 1e-5, 1e20]),
    ])
    func numbersMatchFoundation(_ testCase: FormatCase) throws {
        let values = testCase.arguments.map { Value.int($0) } + testCase.doubles.map { Value.double($0) }
        let arguments: [CVarArg] = testCase.arguments.map { $0 as CVarArg } + testCase.doubles.map { $0 as CVarArg }
        let expected = String(format: testCase.format.replacingOccurrences(of: "d", with: "ld")
            .replacingOccurrences(of: "x", with: "lx").replacingOccurrences(of: "X", with: "lX")
            .replacingOccurrences(of: "o", with: "lo").replacingOccurrences(of: "u", with: "lu"), arguments: arguments)
        #expect(try StringFormat.format(testCase.format, values) == expected)
    }

    @Test func textConversionsPadAndTruncate() throws {
        #expect(try StringFormat.format("[%@] [%6@] [%-6s] [%.2s] [%c] [%%]", [.string("a"), .string("bc"), .string("de"), .string("xyz"), .int(65)])
            == "[a] [    bc] [de    ] [xy] [A] [%]")
    }

    @Test func mismatchesAreErrorsNotGarbage() {
        #expect(throws: StringFormat.Failure.self) { try StringFormat.format("%d", [.double(1.5)]) }
        #expect(throws: StringFormat.Failure.self) { try StringFormat.format("%f", [.string("x")]) }
        #expect(throws: StringFormat.Failure.self) { try StringFormat.format("%d %d", [.int(1)]) }
        #expect(throws: StringFormat.Failure.self) { try StringFormat.format("%d", [.int(1), .int(2)]) }
        #expect(throws: StringFormat.Failure.self) { try StringFormat.format("%1$d", [.int(1)]) }
        #expect(throws: StringFormat.Failure.self) { try StringFormat.format("%99999d", [.int(1)]) }
    }

    /// Number styles are Foundation's, for en_US.
    @Test func numberStylesAreFoundations() throws {
        let locale = Locale(identifier: "en_US")
        #expect(try NumberFormatValue(.number).format(.double(1234567.891)) == (1234567.891).formatted(.number.locale(locale)))
        #expect(try NumberFormatValue(.percent).format(.double(0.256)) == "25.6%")
        #expect(try NumberFormatValue(.percent).format(.int(42)) == "42%")
        #expect(try NumberFormatValue(.currency("USD")).format(.double(1234.5)) == "$1,234.50")
        #expect(try NumberFormatValue(.number).with(precision: .fractionLength(2)).format(.double(2.0 / 3)) == "0.67")
        #expect(try NumberFormatValue(.number).with(groups: false).format(.int(12345)) == "12345")
        #expect(throws: RuntimeFailure.self) { try NumberFormatValue(.number).format(.string("12")) }
    }

    @Test func pathBoundsFollowCurvesNotControlPoints() {
        let quad = PathValue([.move(Point(x: 0, y: 0)), .quadCurve(to: Point(x: 20, y: 0), control: Point(x: 10, y: 20))])
        #expect(quad.boundingRect == Rect(x: 0, y: 0, width: 20, height: 10))
        let arc = PathValue([.arc(center: .zero, radius: 10, start: 0, end: .pi, clockwise: false)])
        let box = arc.boundingRect
        #expect(abs(box.minX + 10) < 1e-9 && abs(box.maxX - 10) < 1e-9 && abs(box.maxY - 10) < 1e-9 && abs(box.minY) < 1e-9)
        #expect(PathValue().boundingRect.origin.x == .infinity)
    }
}
