/// A framework value that a case pattern takes apart as Swift takes apart an enum case with
/// associated values (`catch DecodingError.keyNotFound(let key, let context)`).
protocol CasePatternValue: HostObject {
    var caseName: String { get }
    var caseValues: [Value] { get }
}
