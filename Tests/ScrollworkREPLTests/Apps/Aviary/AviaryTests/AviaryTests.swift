import XCTest

final class AviaryTests: XCTestCase {
    func testNothing() {}
}
