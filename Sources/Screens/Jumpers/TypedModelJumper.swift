public import Router

/// The typed list's jumper: a model of type A, B or C opens the AType, BType or CType screen;
/// any other type value is declined, so nothing is pushed.
public struct TypedModelJumper: JumperProtocol {
    public init() {}

    public func destination(for model: TypedModel) -> Destination? {
        let screen: DemoScreen
        switch model.type {
        case .a: screen = .aType
        case .b: screen = .bType
        case .c: screen = .cType
        default: return nil
        }
        return .push(registered: screen.name, payload: model)
    }
}
