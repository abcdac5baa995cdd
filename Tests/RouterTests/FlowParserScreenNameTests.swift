import Router
import RouterTooling
import Testing

/// `FlowParser(file:screenNames:)`: the screens of `expect top` and `expect stack` lines are
/// checked against the app's while the flow is parsed.
@Suite struct FlowParserScreenNameTests {
    private let parser = FlowParser(file: "t.flow", screenNames: ["Home", "Menu", "PizzaDetail", "SignIn"])

    private func problems(_ text: String, parser: FlowParser? = nil) -> String {
        do {
            _ = try (parser ?? self.parser).parse(text)
            return "(parsed)"
        } catch {
            return error.description
        }
    }

    @Test func aTypoInExpectTopIsReportedWithTheCloseName() {
        #expect(problems("tap 1\nexpect top Menuu\n") == "t.flow:2:12: unknown screen 'Menuu' in expect (did you mean 'Menu'?)")
    }

    @Test func aNameFarFromEveryScreenIsReportedWithoutSuggestion() {
        #expect(problems("expect top Zzyzx\n") == "t.flow:1:12: unknown screen 'Zzyzx' in expect")
    }

    @Test func eachUnknownNameOfAStackIsReportedAtItsColumn() {
        #expect(
            problems("expect stack Home > Menuu>PizzaDetial > \"Xyz zy\"\n") == """
                t.flow:1:21: unknown screen 'Menuu' in expect (did you mean 'Menu'?)
                t.flow:1:27: unknown screen 'PizzaDetial' in expect (did you mean 'PizzaDetail'?)
                t.flow:1:42: unknown screen 'Xyz zy' in expect
                """)
    }

    @Test func knownNamesAndTabNamesParse() throws {
        let flow = try parser.parse("expect top Menu\nexpect stack Home > Menu > PizzaDetail\nexpect stack Tabby: SignIn\n")

        #expect(
            flow.steps.map(\.command) == [
                .expect(.top("Menu")), .expect(.stack(["Home", "Menu", "PizzaDetail"])),
                .expect(.tabStack(tab: "Tabby", ["SignIn"])),
            ])
    }

    @Test func withoutTheAppsScreensAnyNameParses() {
        #expect(problems("expect top Menuu\nexpect stack Home > Zzyzx\n", parser: FlowParser(file: "t.flow")) == "(parsed)")
    }

    @Test func screenNamesAreComparedByScalars() {
        let parser = FlowParser(file: "t.flow", screenNames: ["Caf\u{E9}"])

        #expect(problems("expect top Caf\u{E9}\n", parser: parser) == "(parsed)")
        #expect(problems("expect top Cafe\u{301}\n", parser: parser) != "(parsed)")
    }
}
