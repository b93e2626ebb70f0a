import ScrollworkFrontEnd

/// `if #available(iOS 26, *) { content.glassEffect() } else { … }`: the branch for an iOS newer
/// than the one scrollwork runs by default is type-checked against what scrollwork knows, as
/// swiftc checks it against the SDK. Where that fails (a name of the newer iOS scrollwork does
/// not have), the branch is left out with one located warning naming the first error, and
/// stops with that error if it runs (after `os 26`); an iOS 18 device never runs it, so the
/// view around it opens with its other branch.
extension BodyChecker {
    /// The then-branch of an `if` whose conditions are `conditions`.
    func thenBranch(_ body: Block, conditions: [Condition]) -> TypedStatement {
        guard let version = Self.newerIOSRequired(by: conditions) else { return inBlock { typedBlock(body.statements) } }
        let before = diagnostics.count
        let compiled = inBlock { typedBlock(body.statements) }
        guard let first = diagnostics[before...].first(where: { $0.severity == .error }) else { return compiled }
        let kept = diagnostics[before...].filter { $0.severity != .error }
        diagnostics.removeLast(diagnostics.count - before)
        diagnostics += kept
        let iOS = "iOS " + version.map(String.init).joined(separator: ".")
        warning(NewerIOSMessages.leftOut(iOS, first.message), at: first.range)
        let stop = Diagnostic.error(NewerIOSMessages.stopped(iOS, first.message), at: first.range)
        return .evaluate { _ in throw stop }
    }

    /// The iOS version an `#available` among `conditions` asks for, when it is newer than the
    /// one scrollwork runs by default (`SimulatedPlatform.defaultOSVersion`).
    private static func newerIOSRequired(by conditions: [Condition]) -> [Int]? {
        for condition in conditions {
            guard case .expression(let e) = condition.kind, case .availability(let availability) = e.kind,
                  !availability.isUnavailable, let version = availability.iOSVersion else { continue }
            if SimulatedPlatform.version(SimulatedPlatform.defaultOSVersion, isAtLeast: version) { continue }
            return version
        }
        return nil
    }
}

enum NewerIOSMessages {
    private static let known = SimulatedPlatform.defaultOSVersion.map(String.init).joined(separator: ".")

    static func leftOut(_ iOS: String, _ error: String) -> String {
        "code for \(iOS) is left out, as scrollwork knows iOS up to \(known): \(error); "
            + "the device runs iOS \(known) (unless 'os' sets another) and takes the other branch"
    }

    static func stopped(_ iOS: String, _ error: String) -> String {
        "code for \(iOS) cannot run, as scrollwork knows iOS up to \(known): \(error)"
    }
}
