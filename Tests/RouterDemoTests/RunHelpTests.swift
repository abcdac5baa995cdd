import Testing

/// `routerdemo help run` lists the commands and the log lines of leaving and returning.
@Suite struct RunHelpTests {
    @Test func runHelpListsAnswersBlockedResultsAndTheirLogLines() throws {
        let result = try RouterDemoProcess.run(["help", "run"])

        #expect(result.status == 0)
        for text in [
            "answer yes|no", "expect blocked", "expect result VALUE", "pop NAME -> VALUE",
            "leave refused NAME", "veto REASON", "NAME asks: QUESTION",
        ] {
            #expect(result.stdout.contains(text), "\(text)")
        }
    }
}
