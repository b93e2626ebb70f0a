import SwiftUI

/// A podcast player's volume kept by Combine subscriptions to its @Published properties: the
/// model records each value its `$volume` sends and what the property held as it was sent, and
/// mirrors the muted state; the view hears the volume by onReceive and, while "Follow" is on,
/// by a sink of its own.
/// The device's volume limit, kept by a service that is no ObservableObject: its @Published
/// property still has its publisher, which the settings combine with their own.
final class VolumeLimitService {
    @Published var limit = 10
}

final class PlayerSettings: ObservableObject {
    @Published var volume = 5
    @Published var cappedVolume = 0
    let limits = VolumeLimitService()
    @Published var muted = false
    @Published var sent: [Int] = []
    @Published var heldWhenSent: [Int] = []
    @Published var mutedChanges = 0
    private var cancellables = Set<AnyCancellable>()

    init() {
        $volume
            .sink { [weak self] value in
                guard let self else { return }
                self.sent.append(value)
                self.heldWhenSent.append(self.volume)
            }
            .store(in: &cancellables)
        self.$muted
            .sink(receiveCompletion: { _ in }, receiveValue: { [weak self] _ in
                self?.mutedChanges += 1
            })
            .store(in: &cancellables)
        limits.$limit
            .combineLatest($volume)
            .map(capped)
            .sink { [weak self] capped in
                self?.cappedVolume = capped
            }
            .store(in: &cancellables)
    }

    private func capped(limit: Int, volume: Int) -> Int {
        min(limit, volume)
    }

    func louder() {
        volume += 1
    }
}

struct PlayerVolumeView: View {
    @StateObject private var settings = PlayerSettings()
    @State private var received: [Int] = []
    @State private var followed: [Int] = []
    @State private var follow: AnyCancellable?

    var body: some View {
        VStack(spacing: 12) {
            Text("Volume \(settings.volume)").id("volume")
            Button("Louder") { settings.louder() }.id("louder")
            Button("Quiet") { settings.volume = 1 }.id("quiet")
            Button("Mute") { settings.muted.toggle() }.id("mute")
            Button("Follow") {
                follow = settings.$volume.sink { value in
                    followed.append(value)
                }
            }
            .id("follow")
            Button("Unfollow") { follow?.cancel() }.id("unfollow")
            Button("Limit") { settings.limits.limit = 1 }.id("limit")
        }
        .onReceive(settings.$volume) { value in
            received.append(value)
        }
    }
}
