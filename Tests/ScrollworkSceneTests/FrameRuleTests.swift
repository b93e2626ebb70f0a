import ScrollworkCore
import Testing
@testable import ScrollworkScene

/// The sizing rules one by one: flexible frames, aspect ratios, text, spacers.
@Suite struct FrameRuleTests {
    struct FlexCase: CustomTestStringConvertible {
        var name: String
        var frame: FlexibleFrame
        var proposal: Proposal
        /// A shape: it takes the proposal, 10 on an unproposed axis.
        var expected: Size
        var testDescription: String { name }
    }

    static let flexCases: [FlexCase] = [
        FlexCase(name: "maxWidth infinity takes the proposal", frame: FlexibleFrame(maxWidth: .infinity),
                 proposal: Proposal(width: 390, height: 100), expected: Size(width: 390, height: 100)),
        FlexCase(name: "max clamps the proposal", frame: FlexibleFrame(maxWidth: 100, maxHeight: 50),
                 proposal: Proposal(width: 390, height: 844), expected: Size(width: 100, height: 50)),
        FlexCase(name: "min raises the proposal", frame: FlexibleFrame(minWidth: 200),
                 proposal: Proposal(width: 50, height: 50), expected: Size(width: 200, height: 50)),
        FlexCase(name: "ideal stands in for no proposal", frame: FlexibleFrame(idealWidth: 120, idealHeight: 30),
                 proposal: .unspecified, expected: Size(width: 120, height: 30)),
        FlexCase(name: "no proposal and no ideal: the child's size within the bounds",
                 frame: FlexibleFrame(minWidth: 20, maxHeight: 5), proposal: .unspecified, expected: Size(width: 20, height: 5)),
    ]

    @Test(arguments: flexCases)
    func flexibleFrame(_ testCase: FlexCase) {
        let childProposal = testCase.frame.childProposal(testCase.proposal)
        let child = childProposal.replacingUnspecified(with: 10)
        #expect(testCase.frame.size(child: child, proposal: childProposal) == testCase.expected)
    }

    @Test func flexibleFrameAroundARigidChild() {
        let frame = FlexibleFrame(minWidth: 100, maxWidth: 300, minHeight: 10, maxHeight: 30)
        let proposal = frame.childProposal(Proposal(width: 390, height: 844))
        #expect(proposal == Proposal(width: 300, height: 30))
        // A 40×20 text grows to the clamped proposal where a maximum is set.
        #expect(frame.size(child: Size(width: 40, height: 20), proposal: proposal) == Size(width: 300, height: 30))
    }

    struct AspectCase: CustomTestStringConvertible {
        var ratio: Double?
        var mode: ContentMode
        var proposal: Proposal
        var ideal: Size?
        var expected: Proposal
        var testDescription: String { "\(ratio.map { String($0) } ?? "ideal") \(mode) \(proposal)" }
    }

    static let aspectCases: [AspectCase] = [
        AspectCase(ratio: 2, mode: .fit, proposal: Proposal(width: 300, height: 400), expected: Proposal(width: 300, height: 150)),
        AspectCase(ratio: 2, mode: .fill, proposal: Proposal(width: 300, height: 400), expected: Proposal(width: 800, height: 400)),
        AspectCase(ratio: 0.5, mode: .fit, proposal: Proposal(width: 300, height: 400), expected: Proposal(width: 200, height: 400)),
        AspectCase(ratio: 1.5, mode: .fit, proposal: Proposal(width: 390, height: nil), expected: Proposal(width: 390, height: 260)),
        AspectCase(ratio: 2, mode: .fit, proposal: Proposal(width: nil, height: 50), expected: Proposal(width: 100, height: 50)),
        AspectCase(ratio: nil, mode: .fit, proposal: Proposal(width: 100, height: 100), ideal: Size(width: 24, height: 12),
                   expected: Proposal(width: 100, height: 50)),
        AspectCase(ratio: 2, mode: .fit, proposal: Proposal(width: .infinity, height: 50), expected: Proposal(width: 100, height: 50)),
    ]

    @Test(arguments: aspectCases)
    func aspectRatio(_ testCase: AspectCase) {
        #expect(AspectRatioLayout.childProposal(ratio: testCase.ratio, mode: testCase.mode, proposal: testCase.proposal,
                                                ideal: testCase.ideal) == testCase.expected)
    }

    /// Body text (17 pt): 8 pt a character, lines of 17 × (1950 + 494)/2048 pt.
    struct TextCase: CustomTestStringConvertible {
        var text: String
        var width: Double?
        var expectedWidth: Double
        var lines: Int
        var expected: Size { Size(width: expectedWidth, height: Double(lines) * 17 * 2444 / 2048) }
        var testDescription: String { "\(text) in \(width.map { String($0) } ?? "nil")" }
    }

    static let textCases: [TextCase] = [
        TextCase(text: "Hello", width: nil, expectedWidth: 40, lines: 1),
        TextCase(text: "Hello", width: 1000, expectedWidth: 40, lines: 1),
        TextCase(text: "Hello", width: 16, expectedWidth: 16, lines: 3),
        TextCase(text: "Hello", width: 0, expectedWidth: 8, lines: 5),
        TextCase(text: "ab\nabcd", width: nil, expectedWidth: 32, lines: 2),
        TextCase(text: "", width: nil, expectedWidth: 0, lines: 1),
        TextCase(text: "Café", width: nil, expectedWidth: 32, lines: 1),
        // Word wrapping (8 pt a character in body): the width is that of the longest line.
        TextCase(text: "Hello world", width: 88, expectedWidth: 88, lines: 1),
        TextCase(text: "Hello world", width: 80, expectedWidth: 40, lines: 2),
        TextCase(text: "Hello world again", width: 80, expectedWidth: 40, lines: 3),
        TextCase(text: "Hello big world", width: 80, expectedWidth: 72, lines: 2),
        TextCase(text: "well-known fact", width: 64, expectedWidth: 40, lines: 3),
        TextCase(text: "a verylongword b", width: 48, expectedWidth: 48, lines: 4),
        TextCase(text: "  ab cd", width: 32, expectedWidth: 32, lines: 2),
        TextCase(text: "ab cd   ", width: 40, expectedWidth: 40, lines: 1),
        TextCase(text: "one two\nthree four", width: 72, expectedWidth: 56, lines: 3),
        TextCase(text: "éé éé", width: 32, expectedWidth: 16, lines: 2),
    ]

    @Test(arguments: textCases)
    func text(_ testCase: TextCase) {
        #expect(TextMetrics.size(testCase.text, proposal: Proposal(width: testCase.width, height: nil), TextEnvironment()) == testCase.expected)
    }

    @Test func textSignaturesCountCharactersNotBytes() throws {
        var plain = LayoutSignature(), accented = LayoutSignature()
        try plain.append(.text("Cafe"))
        try accented.append(.text("Café"))
        #expect(plain.words == accented.words)
    }

    @Test func textSignaturesKeepWordBreaks() throws {
        // Equal lengths, different breaks: laid out differently when wrapped, so never shared.
        var spaced = LayoutSignature(), other = LayoutSignature(), same = LayoutSignature(), accented = LayoutSignature()
        try spaced.append(.text("ab cd"))
        try other.append(.text("abc d"))
        try same.append(.text("xy zw"))
        try accented.append(.text("éb cd"))
        #expect(spaced.words != other.words)
        #expect(spaced.words == same.words)
        #expect(spaced.words == accented.words)
    }

    @Test func spacerSizes() {
        #expect(LeafLayout.spacerSize(minLength: nil, proposal: Proposal(width: 100, height: 100), stackAxis: .horizontal)
                == Size(width: 100, height: 0))
        #expect(LeafLayout.spacerSize(minLength: 20, proposal: Proposal(width: 5, height: 100), stackAxis: .horizontal)
                == Size(width: 20, height: 0))
        #expect(LeafLayout.spacerSize(minLength: nil, proposal: .unspecified, stackAxis: .vertical) == Size(width: 0, height: 8))
        #expect(LeafLayout.spacerSize(minLength: nil, proposal: Proposal(width: 30, height: 40), stackAxis: nil)
                == Size(width: 30, height: 40))
    }
}
