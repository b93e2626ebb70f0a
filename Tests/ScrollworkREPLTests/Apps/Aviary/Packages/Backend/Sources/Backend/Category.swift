public struct Category {
    public let name: String

    public static let all = [Category(name: "Finches"), Category(name: "Owls"), Category(name: "Wrens")]
}
