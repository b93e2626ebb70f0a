import XCTest
@testable import Shelf

final class ShelfTests: XCTestCase {
    func testShelfHasThirtyBooks() {
        XCTAssertEqual(Book.shelf.count, 30)
    }
}
