import CoreData
import SwiftUI

// Core Data's stack in memory: a container whose stores load at once, its view context given
// to the views, entities made with init(context:), and what hasChanges says around save().

class Plant: NSManagedObject {
    @NSManaged var name: String?
    @NSManaged var waterings: Int16
}

extension Plant {
    @NSManaged var room: String?

    var wrappedName: String { name ?? "Unknown" }
}

struct GardenStore {
    static let shared = GardenStore()

    static var preview: GardenStore = {
        let store = GardenStore(inMemory: true)
        let fern = Plant(context: store.container.viewContext)
        fern.name = "Fern"
        do {
            try store.container.viewContext.save()
        } catch {
            print("Unresolved error \(error)")
        }
        return store
    }()

    let container: NSPersistentContainer
    var loadedStores = 0
    var optionCount = 0

    init(inMemory: Bool = false) {
        container = NSPersistentCloudKitContainer(name: "Garden")
        if inMemory {
            container.persistentStoreDescriptions.first?.url = URL(fileURLWithPath: "/dev/null")
        }
        // CloudKit sync's options, as apps set them before loading.
        guard let description = container.persistentStoreDescriptions.first else {
            fatalError("no store description")
        }
        description.setOption(true as NSNumber, forKey: NSPersistentHistoryTrackingKey)
        description.setOption(true as NSNumber, forKey: NSPersistentStoreRemoteChangeNotificationPostOptionKey)
        for key in [NSMigratePersistentStoresAutomaticallyOption, NSInferMappingModelAutomaticallyOption] {
            description.setOption(true as NSNumber, forKey: key)
        }
        optionCount = description.options.count
        var loaded = 0
        container.loadPersistentStores { description, error in
            if let error = error as NSError? {
                print("Unresolved error \(error)")
            }
            loaded += 1
        }
        loadedStores = loaded
        container.viewContext.automaticallyMergesChangesFromParent = true
        container.viewContext.mergePolicy = NSMergeByPropertyObjectTrumpMergePolicy
    }
}

struct Greenhouse: View {
    @Environment(\.managedObjectContext) private var viewContext
    @State private var changedAtFirst = true
    @State private var changedAfterInsert = false
    @State private var changedAfterSave = true
    @State private var changedAfterEdit = false
    @State private var waterings = -1
    @State private var room = "?"
    @State private var label = ""
    @State private var inContext = false
    @State private var deleted = false
    @State private var merges = false

    var body: some View {
        VStack(spacing: 0) {
            Button("Plant") { plant() }
                .frame(height: 44)
                .id("plant")
            Button("Compost") { compost() }
                .frame(height: 44)
                .id("compost")
        }
    }

    func plant() {
        changedAtFirst = viewContext.hasChanges
        let basil = Plant(context: viewContext)
        changedAfterInsert = viewContext.hasChanges
        waterings = Int(basil.waterings)
        room = basil.room ?? "none"
        label = basil.wrappedName
        inContext = basil.managedObjectContext === viewContext
        try? viewContext.save()
        changedAfterSave = viewContext.hasChanges
        basil.waterings += 1
        changedAfterEdit = viewContext.hasChanges
        merges = viewContext.automaticallyMergesChangesFromParent
    }

    func compost() {
        let mint = Plant(context: viewContext)
        viewContext.delete(mint)
        deleted = mint.isDeleted
    }
}

struct Greenhouse_Previews: PreviewProvider {
    static var previews: some View {
        Greenhouse()
            .environment(\.managedObjectContext, GardenStore.preview.container.viewContext)
    }
}

struct StoreFacts: View {
    @State private var loaded = GardenStore.preview.loadedStores
    @State private var options = GardenStore.preview.optionCount
    @State private var name = GardenStore.preview.container.name
    @State private var url = GardenStore.preview.container.persistentStoreDescriptions.first?.url?.path ?? ""
    @State private var sameContext = GardenStore.preview.container.newBackgroundContext() === GardenStore.preview.container.viewContext
    @State private var policies: [NSMergePolicy] = [.mergeByPropertyStoreTrump, .overwrite, .rollback, .error]
    @State private var storeURL = ""
    @State private var storeLoads = 0
    @State private var storeTypes: [String] = []

    var body: some View {
        Text("\(loaded) \(name)")
            .frame(height: 30)
            .onAppear { describeStore() }
    }

    func describeStore() {
        let container = NSPersistentContainer(name: "Shed")
        let description = NSPersistentStoreDescription(url: URL(string: "file:///Stores/Shed.sqlite")!)
        storeTypes = [description.type]
        description.type = NSInMemoryStoreType
        storeTypes += [description.type, NSBinaryStoreType, NSSQLiteStoreType]
        container.persistentStoreDescriptions = [description]
        container.loadPersistentStores { description, _ in
            storeURL = description.url?.lastPathComponent ?? ""
            storeLoads += 1
        }
        container.viewContext.mergePolicy = NSMergeByPropertyStoreTrumpMergePolicy
        policies.append(.mergeByPropertyObjectTrump)
    }
}

#Preview("Facts") {
    StoreFacts()
}
