import SwiftUI

/// A mail row that archives itself when tapped, through a binding its list hands it.
struct MailRow: View {
    let subject: String
    @Binding var archived: Bool
    @Binding var flagged: Bool

    var body: some View {
        Text(archived ? "\(subject) (archived)" : (flagged ? "\(subject) !" : subject))
            .frame(height: 60)
            .onTapGesture {
                archived = true
            }
    }
}

/// An inbox: rows archive on tap (a computed binding), swipe left to delete, and swipe on
/// the newsletter row to snooze it.
struct Inbox: View {
    @State private var mails = ["Invoice", "Lunch?", "Newsletter", "Flight"]
    @State private var archived: [String] = []
    @State private var snoozed = 0
    @State private var ignored = 0

    var body: some View {
        ScrollView {
            LazyVStack(spacing: 0) {
                ForEach(mails, id: \.self) { mail in
                    MailRow(subject: mail,
                            archived: Binding(get: { archived.contains(mail) },
                                              set: { isArchived in if isArchived { archived.append(mail) } }),
                            flagged: .constant(mail == "Flight"))
                        .simultaneousGesture(DragGesture(minimumDistance: 20, coordinateSpace: .global).onEnded { value in
                            if value.translation.width < -50 { mails.removeAll() ; mails = ["Inbox zero"] }
                        }, including: mail == "Newsletter" ? .none : .all)
                        .gesture(DragGesture().onEnded { _ in ignored += 1 }, including: .subviews)
                        .highPriorityGesture(DragGesture().onEnded { _ in snoozed += 1 }, including: mail == "Newsletter" ? .gesture : .none)
                }
            }
        }
    }
}
