import ScrollworkCore
import ScrollworkFrontEnd

/// `if` and `switch` used as values (Swift 5.9): the branch taken gives the value, converted
/// to the type the checker chose for all of them.
extension ExpressionLowering {
    func ifValue(_ branches: [TypedIfBranch], type: StaticType) -> Typed {
        let patterns = PatternLowering()
        let compiled = branches.map { branch in (test: branch.conditions.map { patterns.conditions($0) }, value: branch.value) }
        return Typed({ f in
            for branch in compiled {
                guard let test = branch.test else { return coerce(try branch.value(f), to: type) }
                if try test(f) { return coerce(try branch.value(f), to: type) }
            }
            return .none
        }, type)
    }

    func switchValue(_ subject: @escaping Eval, slot: Int, arms: [TypedSwitchArm], type: StaticType, range: SourceRange) -> Typed {
        let patterns = PatternLowering()
        let lowered = arms.map { (test: patterns.arm($0.items, subject: slot), body: $0.value) }
        return Typed({ f in
            f.slots[slot] = try subject(f)
            for arm in lowered where try arm.test(f) { return coerce(try arm.body(f), to: type) }
            throw Diagnostic.error("no case of the 'switch' expression matched", at: range)
        }, type)
    }
}

/// A branch of an `if` expression: its conditions (none for the final `else`) and its value.
struct TypedIfBranch {
    let conditions: [TypedCondition]?
    let value: Eval
}

/// An arm of a `switch` expression: its case items, matched against the subject's slot, and its value.
struct TypedSwitchArm {
    let items: [TypedCaseItem]
    let value: Eval
}
