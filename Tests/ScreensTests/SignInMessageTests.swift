import Router
import RouterTooling
import Testing

/// Signing in at the prompt says who signed in, whether or not it resumed a held screen.
@MainActor @Suite struct SignInMessageTests {
    private func written(_ lines: [String]) async -> [String] {
        var inputs = lines.map { LineEditor.Input.line($0) }[...]
        var written: [String] = []
        _ = await TerminalCommandLoop(session: demoSession()).run(read: { _ in inputs.popFirst() ?? .end }) { output in
            if case .text(let text) = output { written.append(text) }
        }
        return written
    }

    @Test func aSignInThatResumesTheHeldScreenSaysWhoSignedInFirst() async {
        let written = await written(["tap Account", "sign-in anna"])

        #expect(written.last?.hasPrefix("signed in as anna\ndismiss SignIn\npush Account\n") == true)
    }

    @Test func aSignInThatResumesNothingSaysWhoSignedIn() async {
        let written = await written(["sign-in anna"])

        #expect(written.last == "signed in as anna")
    }
}
