// Declarations only: the part of CloudKit scrollwork simulates (a container's account and
// databases), as Apple documents it, for type-checking fixtures (CloudKit is Apple's only).
public enum CKAccountStatus: Int, Sendable {
    case couldNotDetermine = 0
    case available = 1
    case restricted = 2
    case noAccount = 3
    case temporarilyUnavailable = 4
}

open class CKDatabase {
    public enum Scope: Int, Sendable {
        case `public` = 1
        case `private` = 2
        case shared = 3
    }

    open var databaseScope: CKDatabase.Scope { .private }
}

open class CKContainer {
    open class func `default`() -> CKContainer { CKContainer() }
    init() {}
    public convenience init(identifier containerIdentifier: String) { self.init() }
    open var privateCloudDatabase: CKDatabase { CKDatabase() }
    open var publicCloudDatabase: CKDatabase { CKDatabase() }
    open var sharedCloudDatabase: CKDatabase { CKDatabase() }
    open func accountStatus(completionHandler: @escaping @Sendable (CKAccountStatus, (any Error)?) -> Void) {}
    open func accountStatus() async throws -> CKAccountStatus { .noAccount }
}
