import Testing
@testable import ScrollworkScript

/// `MarkdownInline` against examples of the CommonMark specification's inline rules (the
/// characters each renders) and GitHub's strikethrough.
@Suite struct MarkdownInlineTests {
    @Test(arguments: [
        ("*foo bar*", "foo bar"),
        // A delimiter followed by a space is not left-flanking: no emphasis.
        ("a * foo bar*", "a * foo bar*"),
        // `*` may emphasise inside a word, `_` may not.
        ("foo*bar*", "foobar"),
        ("foo_bar_", "foo_bar_"),
        ("snake_case_name", "snake_case_name"),
        ("**foo bar**", "foo bar"),
        ("***strong emph***", "strong emph"),
        ("*foo**bar**baz*", "foobarbaz"),
        // The rule of three: `**` inside `*…*` that could open and close stays text.
        ("*foo**bar*", "foo**bar"),
        ("__foo__ and _bar_", "foo and bar"),
        ("`` foo ` bar ``", "foo ` bar"),
        ("`*not emphasis*`", "*not emphasis*"),
        ("[link](/uri) text", "link text"),
        ("[*em* link](/uri)", "em link"),
        ("\\*not emphasized*", "*not emphasized*"),
        ("<https://example.com/a>", "https://example.com/a"),
        ("<not a link>", "<not a link>"),
        ("~~gone~~ ~one~", "gone one"),
        ("~~uneven~", "~~uneven~"),
        ("2 * 3 * 4", "2 * 3 * 4"),
        ("plain text", "plain text"),
    ])
    func rendersTheCharactersCommonMarkShows(source: String, shown: String) {
        #expect(MarkdownInline.plainText(source) == shown)
    }
}
