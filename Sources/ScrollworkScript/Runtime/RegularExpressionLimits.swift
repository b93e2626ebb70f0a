/// What a regular expression may be run on here: a text of at most 10,000 characters and a
/// pattern whose matching time has a bound. A repeated group (`(a+)+`, `(ab|a)*`) can take
/// time exponential in the text's length (ICU's matcher backtracks, and nothing can stop it
/// once it runs), so it is refused, as is a longer text.
enum RegularExpressionLimits {
    static let textLength = 10_000

    static func check(pattern: String, textLength length: Int) throws {
        guard length <= textLength else {
            throw RuntimeFailure("a regular expression search of more than 10,000 characters is not simulated")
        }
        let characters = Array(pattern)
        var index = 0, inClass = false
        while index < characters.count {
            switch characters[index] {
            case "\\": index += 1
            case "[": inClass = true
            case "]": inClass = false
            case ")" where !inClass && index + 1 < characters.count && "*+{".contains(characters[index + 1]):
                throw RuntimeFailure("a repeated group in a regular expression ('\(pattern)') is not simulated: its matching time has no bound")
            default: break
            }
            index += 1
        }
    }
}
