/// A value as it lives in a scene, handed to REPL expressions unchanged: `state.model.total`
/// reads the object itself, so its computed properties and methods run as the app's code does.
public struct LiveValue {
    let value: Value
}
