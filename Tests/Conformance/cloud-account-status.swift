import CloudKit
import SwiftUI

/// A notes list that syncs through iCloud only when the device is signed in: its store asks
/// CloudKit for the account's status when it is made, and a device signed out of iCloud (as
/// here, and as the Simulator is until an Apple ID is added) keeps the notes on the device.
final class NotesStore: ObservableObject {
    @Published var notes = ["Groceries", "Trip", "Ideas", "Books", "Films", "Gifts", "Recipes", "Plants"]
    @Published var syncsWithCloud = true
    @Published var checks = 0
    @Published var statusName = "unknown"
    @Published var scopes: [String] = []
    private var database: CKDatabase?

    init() {
        scopes = Self.scopeNames()
        CKContainer.default().accountStatus { status, error in
            if error != nil || status != .available {
                DispatchQueue.main.async {
                    self.syncsWithCloud = false
                    self.statusName = Self.describe(status)
                }
            } else {
                self.database = CKContainer.default().privateCloudDatabase
            }
        }
    }

    /// The container's databases, by the scope each says it has.
    static func scopeNames() -> [String] {
        let container = CKContainer.default()
        return [container.privateCloudDatabase, container.publicCloudDatabase, container.sharedCloudDatabase].map { database in
            switch database.databaseScope {
            case .public: return "public"
            case .private: return "private"
            case .shared: return "shared"
            @unknown default: return "unknown"
            }
        }
    }

    static func describe(_ status: CKAccountStatus) -> String {
        switch status {
        case .available: return "available"
        case .noAccount: return "no account"
        case .restricted: return "restricted"
        case .temporarilyUnavailable: return "temporarily unavailable"
        case .couldNotDetermine: return "could not determine"
        @unknown default: return "unknown"
        }
    }

    func checkAgain() async {
        let status = (try? await CKContainer(identifier: "iCloud.com.example.notes").accountStatus()) ?? .couldNotDetermine
        checks += 1
        syncsWithCloud = status == .available
    }
}

struct CloudNotes: View {
    @StateObject private var store = NotesStore()

    var body: some View {
        ScrollView {
            LazyVStack(spacing: 0) {
                Text(store.syncsWithCloud ? "Synced with iCloud" : "On this iPhone only")
                    .frame(height: store.syncsWithCloud ? 40 : 80)
                    .id("banner")
                Text("Check again").frame(height: 40).id("check").onTapGesture {
                    Task { await store.checkAgain() }
                }
                ForEach(store.notes, id: \.self) { note in
                    Text(note).frame(height: 100).id(note)
                }
            }
        }
    }
}

#Preview("Cloud notes") { CloudNotes() }
