import SwiftUI

/// A sign-up form's model as view models validated forms before Observation: the email and the
/// password joined with combineLatest into whether they are acceptable, the password and its
/// repetition (and the terms agreed) into whether they match, those two flags into whether the
/// form may be sent; the fields' lengths, a count of the checks made, how many fields are filled
/// and a status line follow the same fields; a note on the password starts once it is long enough.
final class SignUpForm: ObservableObject {
    @Published var email = ""
    @Published var password = ""
    @Published var repeated = ""
    @Published var agreed = false
    @Published var isValid = false
    @Published var passwordsMatch = false
    @Published var canSend = false
    @Published var lengths = "-"
    @Published var filled = 0
    @Published var checks = 0
    @Published var status = "-"
    @Published var passwordNote = "-"
    @Published var complete = "-"
    @Published var ready = false
    private var cancellables = Set<AnyCancellable>()

    init() {
        $email.combineLatest($password) { email, password in email.contains("@") && password.count >= 6 }
            .assign(to: &$isValid)
        $password.combineLatest($repeated, $agreed) { password, repeated, agreed in agreed && !password.isEmpty && password == repeated }
            .assign(to: &$passwordsMatch)
        Publishers.CombineLatest($isValid, $passwordsMatch)
            .map { valid, match in valid && match }
            .assign(to: &$canSend)
        $email.combineLatest($password, $repeated)
            .map { email, password, repeated in "\(email.count)/\(password.count)/\(repeated.count)" }
            .assign(to: &$lengths)
        $email.combineLatest($password)
            .sink { [weak self] _ in self?.checks += 1 }
            .store(in: &cancellables)
        Publishers.CombineLatest3($email, $password, $agreed)
            .map { email, password, agreed in [!email.isEmpty, !password.isEmpty, agreed].filter { $0 }.count }
            .assign(to: &$filled)
        Publishers.CombineLatest4($email, $password, $repeated, $agreed)
            .sink { [weak self] email, password, repeated, agreed in
                self?.status = "\(email.isEmpty ? "none" : email) \(password == repeated) \(agreed)"
            }
            .store(in: &cancellables)
        $email.combineLatest($password, $repeated, $agreed)
            .map { email, password, repeated, agreed in !email.isEmpty && !password.isEmpty && !repeated.isEmpty && agreed ? "complete" : "incomplete" }
            .assign(to: &$complete)
        $email.combineLatest($password, $repeated, $agreed) { email, _, _, agreed in !email.isEmpty && agreed }
            .assign(to: &$ready)
        $password
            .drop(while: { $0.count < 6 })
            .map { "\($0.count) letters" }
            .assign(to: &$passwordNote)
    }
}

struct SignUpFormView: View {
    @StateObject private var form = SignUpForm()

    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                Button("Email") { form.email = "kim@example.com" }.frame(height: 44).id("email")
                Button("Short") { form.password = "abc" }.frame(height: 44).id("short")
                Button("Long") { form.password = "secret1" }.frame(height: 44).id("long")
                Button("Repeat") { form.repeated = "secret1" }.frame(height: 44).id("repeat")
                Button("Agree") { form.agreed = true }.frame(height: 44).id("agree")
                Text("valid \(form.isValid) match \(form.passwordsMatch) send \(form.canSend)").frame(height: 44).id("flags")
                Text(form.lengths).frame(height: 44).id("lengths")
                Text("\(form.filled) filled, \(form.checks) checks").frame(height: 44).id("counts")
                Text(form.status).frame(height: 44).id("status")
                Text(form.passwordNote).frame(height: 44).id("note")
                Text("\(form.complete) \(form.ready)").frame(height: 44).id("complete")
            }
        }
    }
}
