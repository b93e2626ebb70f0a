import Foundation
import ScrollworkCore
import ScrollworkFrontEnd

/// Places inside class instances: an object held by a `let` can still have its properties
/// set, and a property with observers runs them around the write.
extension BodyChecker {
    /// Whether a value of this type may be a class instance, whose properties can be set
    /// through a `let` (the reference stays the same).
    func mayBeReference(_ type: StaticType) -> Bool {
        switch type.unwrapped {
        // A type of a module we do not simulate (AVFoundation's `AVAudioPlayer`) may be a class.
        case .unknown, .generic, .placeholder: return true
        case .record(let ref): return ref.type.kind == .classType || ref.type.kind == .protocolType
        // A class the surface declares (`DateFormatter`): `let formatter = DateFormatter()` is set through.
        // A binding too: its `wrappedValue` is `{ get nonmutating set }`, so `isOn.wrappedValue = true`
        // of a `let isOn: Binding<Bool>` (a parameter) writes its owner's storage.
        case .named(let name): return name == "Binding" || surface.type(named: name)?.kind == .class
        default: return false
        }
    }

    /// Whether a value of this type is, or may be, an object: one of the program's classes or
    /// a class the surface declares, or a type of a module we do not simulate, which may be one
    /// (`player.isMuted = true` of an AVFoundation `var player: AVPlayer` in a view's tap action).
    func refersToObject(_ type: StaticType) -> Bool {
        switch type.unwrapped {
        case .named, .placeholder: return mayBeReference(type)
        default: return type.unwrapped.nominal?.kind == .classType
        }
    }

    /// A get-only surface property whose value is an object (`LengthFormatter.numberFormatter`),
    /// as the base of a longer place: read, never written back.
    func getOnlyObjectMember(_ base: LValue, _ baseType: StaticType, _ name: String, nameRange: SourceRange) -> (LValue, StaticType)? {
        guard let entry = surfaceMembers(of: baseType, named: name)?.first(where: { !$0.signature.isCallable }),
              case .getter(let getter) = entry.body else { return nil }
        // `segments.last?.end = now`: an array's element type stands for `Element`.
        let type = surfaceType(entry.signature.type, selfType: baseType)
        guard refersToObject(type) else { return nil }
        SurfaceUsage.shared.record(entry)
        return (referenceBase({ f in try located(nameRange) { try getter(try base.get(f)) } }, what: name, range: nameRange), type)
    }

    /// Whether setting `self`'s property `name` in the body at hand sets its storage directly,
    /// without its `willSet`/`didSet`: in an initializer of the type that declares it, as
    /// Swift's initialization does (a superclass's property set in a subclass's initializer is
    /// observed, once the superclass's initializer ran). `depth` is `self`'s scope's, 0 in the
    /// initializer's own body.
    func setsOwnStorage(_ type: StructType, _ name: String, depth: Int) -> Bool {
        isInitializerScope && depth == 0 && type.superclass?.fieldIndex[name] == nil
    }

    /// The base of `object.property = …` where the object is held by a `let` (or is `self`):
    /// writes go into the shared instance; a value that turns out not to be an object cannot
    /// be changed through a constant, as Swift would have said.
    func referenceBase(_ get: @escaping Eval, what: String, range: SourceRange) -> LValue {
        LValue(get: get, modify: { f, body in
            var value = try get(f)
            switch value {
            case .object, .none, .host: try body(&value)
            default: throw Diagnostic.error("cannot assign through '\(what)': it is a 'let' constant", at: range)
            }
        })
    }

    /// `object.count += 1`: the instance's property changed in place; observers of the
    /// object hear of it, and the property's `willSet`/`didSet` run around the write (unless
    /// not `observed`: an initializer setting its own type's storage).
    func objectFieldLValue(_ base: LValue, _ type: StructType, _ index: Int, nameRange: SourceRange,
                           observed: Bool = true) -> (LValue, StaticType) {
        let fieldType = type.fieldTypes[index]
        let machine = self.machine, isLazy = type.lazyInitializers[index] != nil
        let observers = observed ? type.fieldObservers[index].map { FieldObserverRunner($0, machine: machine, range: nameRange) } : nil
        let get: Eval = { f in
            guard case .object(let object) = try base.get(f) else {
                throw Diagnostic.error(RuntimeMessages.nilReceiver(type.fieldNames[index]), at: nameRange)
            }
            if isLazy { try object.fillLazy(index, machine: machine, context: f.context) }
            return object.fields[index]
        }
        return (LValue(get: get, modify: { f, body in
            try base.modify(f) { value in
                guard case .object(let object) = value else {
                    throw Diagnostic.error(RuntimeMessages.nilReceiver(type.fieldNames[index]), at: nameRange)
                }
                if isLazy { try object.fillLazy(index, machine: machine, context: f.context) }
                guard let observers else {
                    try object.modify(index, in: f.context) { field in
                        try body(&field)
                        field = coerce(field, to: fieldType)
                    }
                    return
                }
                var newValue = object.fields[index]
                try body(&newValue)
                let stored = coerce(newValue, to: fieldType)
                try observers.write(stored, into: &value, in: f.context, store: { _ in try object.set(index, stored, in: f.context) }, old: { object.fields[index] })
            }
        }), fieldType)
    }

    /// A struct property with `willSet`/`didSet`: the new value is worked out, then the
    /// observers run around the store, with the struct as `self`.
    func observedFieldLValue(_ base: LValue, _ type: StructType, _ index: Int, _ observers: FieldObservers,
                             nameRange: SourceRange) -> (LValue, StaticType) {
        let fieldType = type.fieldTypes[index]
        let runner = FieldObserverRunner(observers, machine: machine, range: nameRange)
        let get: Eval = { f in
            guard case .record(let record, let fields) = try base.get(f), record === type else {
                throw Diagnostic.error(RuntimeMessages.nilReceiver(type.fieldNames[index]), at: nameRange)
            }
            return fields[index]
        }
        return (LValue(get: get, modify: { f, body in
            try base.modify(f) { value in
                guard case .record(let record, let fields) = value, record === type else {
                    throw Diagnostic.error(RuntimeMessages.typeMismatch(type.name, value), at: nameRange)
                }
                var newValue = fields[index]
                try body(&newValue)
                let stored = coerce(newValue, to: fieldType)
                try runner.write(stored, into: &value, in: f.context, store: { receiver in
                    guard case .record(let current, var currentFields) = receiver else { return }
                    receiver = .none
                    currentFields[index] = stored
                    receiver = .record(current, currentFields)
                }, old: { fields[index] })
            }
        }), fieldType)
    }
}
