/// The model class of a `@Query` property: named (`[Book]`), or a generic parameter of the view
/// or of a type it is declared in (`[Model]` of `struct ModelPreview<Model: PersistentModel>`).
enum QueryModel: Equatable {
    case named(String)
    case generic(String)
}
