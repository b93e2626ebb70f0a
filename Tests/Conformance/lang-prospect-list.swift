import SwiftUI

struct Prospect: Identifiable, Hashable {
    let id: Int
    let name: String
}

/// A contacts screen in the shape of a tutorial app's: selectable Lists, an alert and a
/// confirmation dialog that present the prospect they were opened for, and a QR image that
/// starts empty.
struct ProspectList: View {
    let prospects = [Prospect(id: 1, name: "Ada"), Prospect(id: 2, name: "Grace")]
    @State private var selected = Set<Prospect>()
    @State private var chosen: Prospect?
    @State private var names = Set<String>()
    @State private var focus: Prospect?
    @State private var showingDetail = false
    @State private var showingCall = false
    @State private var showingMail = false
    @State private var showingArchive = false
    @State private var called: [String] = []
    @State private var code = UIImage()
    @State private var symbolName = UIImage(systemName: "qrcode")

    var body: some View {
        VStack(spacing: 0) {
            Image(uiImage: code)
                .id("code")
            Button("Details") { focus = prospects[1]; showingDetail = true }
                .frame(height: 44)
                .id("details")
            Button("Call") { focus = prospects[0]; showingCall = true }
                .frame(height: 44)
                .id("call")
            Button("Mail") { focus = prospects[1]; showingMail = true }
                .frame(height: 44)
                .id("mail")
            Button("Archive") { showingArchive = true }
                .frame(height: 44)
                .id("archive")
            List(prospects, selection: $selected) { prospect in
                Text(prospect.name)
            }
            .frame(height: 100)
            List(prospects, id: \.name, selection: $chosen) { prospect in
                Text("By name \(prospect.name)")
            }
            .frame(height: 100)
            List(prospects, id: \.name, selection: $names) { prospect in
                Text(prospect.name.uppercased())
            }
            .frame(height: 100)
            List(prospects, selection: $chosen) { prospect in
                Text(prospect.name.lowercased())
            }
            .frame(height: 100)
            List(selection: $names) {
                Text("Everyone")
            }
            .frame(height: 50)
            List(selection: $chosen) {
                Text("Nobody")
            }
            .frame(height: 50)
        }
        .alert("Prospect", isPresented: $showingDetail, presenting: focus) { prospect in
            Button("Call \(prospect.name)") { called.append(prospect.name) }
        } message: { prospect in
            Text("Reach \(prospect.name) today")
        }
        .alert("Call", isPresented: $showingCall, presenting: focus) { prospect in
            Button("Dial \(prospect.name)") { called.append("dial \(prospect.name)") }
        }
        .confirmationDialog("Mail", isPresented: $showingMail, titleVisibility: .visible, presenting: focus) { prospect in
            Button("Mail \(prospect.name)") { called.append("mail \(prospect.name)") }
        }
        .confirmationDialog("Archive", isPresented: $showingArchive, presenting: focus) { prospect in
            Button("Archive \(prospect.name)") { called.append("archive \(prospect.name)") }
        } message: { prospect in
            Text("\(prospect.name) leaves the list")
        }
    }
}

#Preview { ProspectList() }
