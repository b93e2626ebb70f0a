import SwiftUI

/// Tree-shaped data in a list (`List(_:id:children:rowContent:)`) and in an `OutlineGroup`: a
/// row per element; an element whose children are not nil (even none) is a disclosure group,
/// collapsed at first, whose label is its row and whose content is its children's rows.
struct Folder: Identifiable {
    let id = UUID()
    var name: String
    var children: [Folder]? = nil
}

let folders = [
    Folder(name: "Documents", children: [Folder(name: "Work", children: [Folder(name: "Report")]), Folder(name: "Notes")]),
    Folder(name: "Photos", children: []),
    Folder(name: "README"),
]

struct FolderList: View {
    var body: some View {
        List(folders, id: \.name, children: \.children) { folder in
            Text(folder.name)
        }
    }
}

struct FolderOutline: View {
    var body: some View {
        ScrollView {
            OutlineGroup(folders[0], id: \.name, children: \.children) { folder in
                Text(folder.name)
            }
        }
    }
}

/// The forms without `id:`: the elements' own ids (`Identifiable`).
struct IdentifiedFolders: View {
    var body: some View {
        VStack(spacing: 0) {
            List(folders, children: \.children) { folder in
                Text(folder.name).id("row \(folder.name)")
            }
            .frame(height: 300)
            ScrollView {
                VStack(spacing: 0) {
                    OutlineGroup(folders, children: \.children) { folder in
                        Text(folder.name)
                    }
                    Text("End").id("end")
                }
            }
        }
    }
}

#Preview("List") { FolderList() }
#Preview("Outline") { FolderOutline() }
