import Router
import Testing

@MainActor @Test func readmeScreensExampleRuns() {
    // README screens example: begin
    let (router, stack) = NavigationRouter.start(registry: JumperRegistry(), root: .push("Home") { _ in
        TextScreen(name: "Home", title: "Home")
    }) { RecordingNavigationStack(root: $0) }
    let picker = Destination.push("SizePicker") { _ in TextScreen(name: "SizePicker", title: "Size") }
    var size: ScreenResult<String>?

    router.show(picker, expecting: String.self) { size = $0 }  // handed over exactly once
    router.back(returning: "Large")

    #expect(size == .value("Large"))
    #expect(stack.log.lines == ["push SizePicker", "pop SizePicker -> Large"])
    // README screens example: end
}
