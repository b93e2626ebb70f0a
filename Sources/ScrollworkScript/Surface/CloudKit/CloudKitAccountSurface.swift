/// CloudKit as a device signed out of iCloud finds it, as the Simulator is until an Apple ID
/// is added: `CKContainer.default()` (or `init(identifier:)`) and its three databases, and
/// `accountStatus`, which answers `.noAccount`. Its completion handler runs after the current
/// command's own work, on the scene's clock (CloudKit calls back on a queue of its own, never
/// before `accountStatus` returns), so the same commands always see the same order.
///
/// An app that checks the account before syncing (`if status == .available { … }`) takes its
/// signed-out path, as on such a device. What a database does (fetching, saving, subscribing,
/// operations) and CloudKit's other types (`CKRecord`, `CKQuery`, …) are not simulated: code
/// running them is left out alone with CloudKit's located warning
/// (`UnsimulatedModuleNames.partlySimulatedTypes`).
enum CloudKitAccountSurface: SurfaceProvider {
    static func register(in surface: inout SurfaceBuilder) {
        surface.type("CKContainer", .class, doc: "An app's iCloud container; this device is signed out of iCloud.") { t in
            t.staticFunction("static func `default`() -> CKContainer", doc: "The app's default container.") { _ in
                .host(CloudContainerValue.default)
            }
            t.initializer("init(identifier containerIdentifier: String)", doc: "The container of this identifier.") { _ in
                .host(CloudContainerValue())
            }
            for scope in CloudDatabaseValue.Scope.allCases {
                t.property("var \(scope.rawValue)CloudDatabase: CKDatabase { get }", doc: "The container's \(scope.rawValue) database.") { _ in
                    .host(CloudDatabaseValue(scope: scope))
                }
            }
            t.method("func accountStatus(completionHandler: @escaping (CKAccountStatus, Error?) -> Void)", role: .interaction,
                     doc: "Calls back with .noAccount and no error, after the current command's own work.") { _, a in
                let services = try a.context.requiredServices()
                let completion = try ValueReaders.closure(a[0], "completionHandler")
                let answer = Callable(name: "accountStatus", arity: 0) { _, context in
                    try completion.call([.symbol(noAccount), .none], in: context)
                }
                try services.schedule.add(.block(answer, onMainThread: false), at: services.now)
                return .none
            }
            t.method("func accountStatus() async throws -> CKAccountStatus", role: .interaction,
                     doc: "The account's status: .noAccount.") { _, _ in .symbol(noAccount) }
        }
        surface.type("CKAccountStatus", .enum, doc: "Whether the device's iCloud account can use CloudKit.") { t in
            t.cases(["couldNotDetermine", "available", "restricted", "noAccount", "temporarilyUnavailable"],
                    doc: "An account status.")
        }
        surface.type("CKDatabase", .class, doc: "One of a container's databases; what it stores is not simulated.") { t in
            t.property("var databaseScope: CKDatabase.Scope { get }", doc: "Which of the container's databases it is.") { r in
                guard case .host(let database as CloudDatabaseValue) = r else {
                    throw RuntimeFailure(RuntimeMessages.typeMismatch("CKDatabase", r))
                }
                return .symbol(database.scope.rawValue)
            }
        }
        surface.type("CKDatabase.Scope", .enum, doc: "Which of a container's databases.") { t in
            t.cases(CloudDatabaseValue.Scope.allCases.map(\.rawValue), doc: "A database scope.")
        }
    }

    private static let noAccount = "noAccount"
}

/// A `CKContainer`: the default one (the app's own, which its entitlements name) or one of an
/// identifier; every one answers for the same signed-out account.
final class CloudContainerValue: HostObject {
    static let `default` = CloudContainerValue()
    var typeName: String { "CKContainer" }
}

/// A `CKDatabase`: which of a container's databases it is.
final class CloudDatabaseValue: HostObject {
    enum Scope: String, CaseIterable {
        case `public`, `private`, shared
    }

    let scope: Scope
    var typeName: String { "CKDatabase" }
    init(scope: Scope) { self.scope = scope }
}
