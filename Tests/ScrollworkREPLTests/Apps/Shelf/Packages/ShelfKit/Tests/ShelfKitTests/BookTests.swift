import XCTest
@testable import ShelfKit

final class BookTests: XCTestCase {
    func testShelfSize() {
        XCTAssertEqual(Book.shelf.count, 30)
    }
}
