import Foundation
import Testing

/// `run` prints what the order form does: the returned size, a refusal to be left with the
/// hint to answer yes, the answer, and the confirmed leave; `--json` carries each of them.
@Suite struct RunLeaveAndResultTests {
    private let steps = """
        tap "Giuseppe's menu"
        tap Margherita
        tap "Customize order"
        sign-in anna
        tap "I accept"
        tap "Size: Medium"
        tap Large
        back
        answer yes
        back

        """
    private let hint = "OrderForm asks: Discard your order for Margherita? (type 'answer yes' to leave)"

    @Test func textShowsTheResultTheRefusalItsHintAndTheAnswer() throws {
        let result = try RouterDemoProcess.run(["run", try RouterDemoProcess.flowFile(steps)])

        #expect(result.status == 0)
        #expect(
            result.stdout.contains(
                """
                pop SizePicker -> Large
                leave refused OrderForm
                \(hint)
                the next command's questions will be answered yes
                leave confirmed OrderForm
                pop OrderForm

                """))
    }

    @Test func jsonCarriesTheResultTheRefusalItsHintAndTheAnswer() throws {
        let result = try RouterDemoProcess.run(["run", "--json", try RouterDemoProcess.flowFile(steps)])

        #expect(result.status == 0)
        #expect(
            result.stdout.contains(
                """
                {"event":"pop","result":"Large","screen":"SizePicker"}
                {"event":"leave","leave":"refused","screen":"OrderForm"}
                {"event":"info","text":"\(hint)"}
                {"event":"info","text":"the next command's questions will be answered yes"}
                {"event":"leave","leave":"confirmed","screen":"OrderForm"}
                {"event":"pop","screen":"OrderForm"}

                """))
    }
}
