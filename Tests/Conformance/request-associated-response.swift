import SwiftUI

/// A network layer's request protocol: each request names its `Response` type, and a
/// constrained protocol extension decodes any Decodable one, reading `Response.self` as the
/// conforming type gives it. A service generic over the request calls `decode` on it.
protocol APIRequest {
    associatedtype Response
    var path: String { get }
    func decode(_ data: Data) throws -> Response
}

extension APIRequest where Response: Decodable {
    func decode(_ data: Data) throws -> Response {
        try JSONDecoder().decode(Response.self, from: data)
    }
}

struct Dish: Decodable {
    let name: String
    let minutes: Int
}

struct DishesRequest: APIRequest {
    typealias Response = [Dish]
    var path: String { "dishes" }
}

struct CountRequest: APIRequest {
    typealias Response = Int
    var path: String { "count" }
    // Its own decoding: the text is the number itself.
    func decode(_ data: Data) throws -> Int {
        Int(String(decoding: data, as: UTF8.self)) ?? 0
    }
}

/// An enum request: its cases are the requests, its `Response` the same for each.
enum TagsRequest: APIRequest {
    case all
    typealias Response = [String]
    var path: String { "tags" }
}

enum Service {
    static func load<Request: APIRequest>(_ request: Request, from text: String) throws -> Request.Response {
        try request.decode(Data(text.utf8))
    }
}

struct DishList: View {
    @State private var dishes: [Dish] = []
    @State private var total = 0
    @State private var tags: [String] = []

    var body: some View {
        VStack(spacing: 0) {
            ForEach(dishes, id: \.name) { dish in
                Text("\(dish.name) · \(dish.minutes) min").frame(height: 40).id(dish.name)
            }
            Text("\(total) dishes in all").id("total")
        }
        .frame(maxHeight: .infinity, alignment: .top)
        .onAppear {
            dishes = (try? Service.load(DishesRequest(), from: #"[{"name":"Soup","minutes":20},{"name":"Pie","minutes":55}]"#)) ?? []
            total = (try? Service.load(CountRequest(), from: "12")) ?? -1
            tags = (try? Service.load(TagsRequest.all, from: #"["quick","vegan"]"#)) ?? []
        }
    }
}

#Preview("Dishes") { DishList() }
