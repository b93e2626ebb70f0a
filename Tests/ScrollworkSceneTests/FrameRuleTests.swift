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

    struct TextCase: CustomTestStringConvertible {
        var text: String
        var width: Double?
        var expected: Size
        var testDescription: String { "\(text) in \(width.map { String($0) } ?? "nil")" }
    }

    static let textCases: [TextCase] = [
        TextCase(text: "Hello", width: nil, expected: Size(width: 40, height: 20)),
        TextCase(text: "Hello", width: 1000, expected: Size(width: 40, height: 20)),
        TextCase(text: "Hello", width: 16, expected: Size(width: 16, height: 60)),
        TextCase(text: "Hello", width: 0, expected: Size(width: 8, height: 100)),
        TextCase(text: "ab\nabcd", width: nil, expected: Size(width: 32, height: 40)),
        TextCase(text: "", width: nil, expected: Size(width: 0, height: 20)),
        TextCase(text: "Café", width: nil, expected: Size(width: 32, height: 20)),
        // Word wrapping (8 pt a character): the width is that of the longest line.
        TextCase(text: "Hello world", width: 88, expected: Size(width: 88, height: 20)),
        TextCase(text: "Hello world", width: 80, expected: Size(width: 40, height: 40)),
        TextCase(text: "Hello world again", width: 80, expected: Size(width: 40, height: 60)),
        TextCase(text: "Hello big world", width: 80, expected: Size(width: 72, height: 40)),
        TextCase(text: "well-known fact", width: 64, expected: Size(width: 40, height: 60)),
        TextCase(text: "a verylongword b", width: 48, expected: Size(width: 48, height: 80)),
        TextCase(text: "  ab cd", width: 32, expected: Size(width: 32, height: 40)),
        TextCase(text: "ab cd   ", width: 40, expected: Size(width: 40, height: 20)),
        TextCase(text: "one two\nthree four", width: 72, expected: Size(width: 56, height: 60)),
        TextCase(text: "éé éé", width: 32, expected: Size(width: 16, height: 40)),
    ]

    @Test(arguments: textCases)
    func text(_ testCase: TextCase) {
        #expect(LeafLayout.textSize(testCase.text, proposal: Proposal(width: testCase.width, height: nil)) == testCase.expected)
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
