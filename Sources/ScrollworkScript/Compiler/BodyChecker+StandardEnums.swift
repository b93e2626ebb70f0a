import Foundation

extension BodyChecker {
    /// The standard library's enums every program is given, for listings.
    static let standardEnumNames = ["Result"]
    /// The key of the standard `Result` that an app's own `Result` does not replace.
    static let qualifiedStandardResult = "Swift.Result"

    /// `Result<Success, Failure>`, the standard library's enum of an outcome: `.success(value)`
    /// or `.failure(error)`, made and matched as a script's own enum is (`switch result { case
    /// .success(let items): … }`). Each program gets its own, which a type of the app's own named
    /// `Result` shadows, as in Swift. Its methods and `init(catching:)` are the compiler's
    /// (BodyChecker+StandardResult.swift).
    static func standardResult() -> StructType {
        let type = StructType(name: "Result")
        type.kind = .enumeration
        type.conformances = ["Equatable", "Hashable"]
        type.genericParameters = ["Success": .unknown, "Failure": .unknown]
        for name in ["success", "failure"] {
            var info = EnumCaseInfo(name: name)
            info.labels = [nil]
            info.types = [.unknown]
            info.defaults = [nil]
            type.addCase(info)
        }
        return type
    }

}

extension ProgramDeclarations {
    /// Whether `type` is the standard library's enum this program was given (see `standardResult`).
    func isStandardEnum(_ type: StructType) -> Bool { type === types[BodyChecker.qualifiedStandardResult] }
}
