import Foundation
import Testing

/// `--full-screen` without a terminal: the line mode, after saying why.
@Suite struct FullScreenFallbackTests {
    @Test func fullScreenFromAPipeSaysWhyAndBrowsesInTheLineMode() throws {
        let result = try RouterDemoProcess.run(["--full-screen"], stdin: Data("tap 1\n".utf8))

        #expect(result.status == 0)
        #expect(result.stderr.contains("no full screen: standard input is not a terminal; using the line mode"))
        #expect(result.stdout.contains("push Menu"))
    }

    @Test func fullScreenIsAnOptionOfBrowsingOnly() throws {
        let result = try RouterDemoProcess.run(["--full-screen", "check"])

        #expect(result.status == 2)
        #expect(result.stderr.contains("--full-screen"))
    }
}
