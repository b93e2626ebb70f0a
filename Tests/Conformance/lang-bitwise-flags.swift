import SwiftUI

// A settings screen that keeps its toggles in one Int, as apps store feature flags.
enum Flag {
    static let sync = 1 << 0
    static let badges = 1 << 1
    static let sounds = 1 << 2
    static let all = sync | badges | sounds
}

func isOn(_ flag: Int, in flags: Int) -> Bool {
    flags & flag != 0
}

func toggled(_ flag: Int, in flags: Int) -> Int {
    flags ^ flag
}

func withoutSounds(_ flags: Int) -> Int {
    var result = flags
    result &= ~Flag.sounds
    return result
}

func packed(_ parts: [Int]) -> Int {
    var value = 0
    for part in parts {
        value <<= 4
        value |= part & 0xF
    }
    return value
}

func unpacked(_ value: Int, count: Int) -> [Int] {
    var rest = value
    var parts: [Int] = []
    for _ in 0..<count {
        parts.insert(rest & 0xF, at: 0)
        rest >>= 4
    }
    return parts
}

let nibbles: Array<Array<Int>> = [unpacked(0x4B, count: 2)]

func mixed(_ seed: Int) -> Int {
    var x = seed
    x ^= x << 13
    x ^= 0x5DEECE66D
    return x
}

struct FlagSettings: View {
    @State private var flags = Flag.sync | Flag.sounds

    var body: some View {
        List {
            Button(isOn(Flag.badges, in: flags) ? "Badges on" : "Badges off") {
                flags = toggled(Flag.badges, in: flags)
            }
            Text(isOn(Flag.sounds, in: flags) ? "Sounds on" : "Sounds off")
        }
    }
}

#Preview {
    FlagSettings()
}
