import AccountScreens
import Demo
import Router
import RouterTestSupport
import Screens
import Testing

/// The typed list's side: selecting a row hands its model to whatever routes
/// it, and the list knows no model or screen itself.
@MainActor @Suite struct TypedListTests {
    private func makeList(router: any PayloadRouting) -> ListScreen {
        ListScreen(
            name: "TypedList", title: "Typed list",
            dataSource: TypedListDataSource.make(for: [
                .fixture(type: .a, title: "Type A Title"), .fixture(type: .b, title: "Type B Title"),
                .fixture(type: .c, title: "Type C Title"),
            ]),
            router: router)
    }

    @Test(arguments: [(0, ModelType.a), (1, .b), (2, .c)])
    func selectingARowPassesItsModelToTheRouter(row: Int, type: ModelType) {
        let router = RecordingPayloadRouter()
        let list = makeList(router: router)

        list.tap(row: row, inSection: 0)

        #expect(router.payloads.count == 1)
        #expect((router.payloads.first as? TypedModel)?.type == type)
    }

    @Test func selectingOutsideTheListPassesNothing() {
        let router = RecordingPayloadRouter()
        let list = makeList(router: router)

        list.tap(row: 3, inSection: 0)
        list.tap(row: 0, inSection: 1)

        #expect(router.payloads.isEmpty)
    }
}
