/// Code waiting for a screen's result, as a value: the type of result it accepts and what it
/// does with it. A ``StatefulScreen`` gives one again when a restore shows, right above it,
/// the screen whose result it was waiting for.
@MainActor
public struct ResultHandler {
    /// Builds the request the router files for the screen.
    let makeRequest: @MainActor () -> ResultRequest

    /// A handler of results of type `Value`: `onResult` gets the value the screen returns,
    /// or ``ScreenResult/cancelled`` when it leaves any other way, exactly once.
    public init<Value: Sendable>(
        expecting type: Value.Type, onResult: @escaping @MainActor (ScreenResult<Value>) -> Void
    ) {
        makeRequest = { ResultRequest(type, onResult: onResult) }
    }
}
