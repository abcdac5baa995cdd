// Sign-in example: begin
import Router
import RouterCommandLine
import RouterTooling

/// The library's account: who is signed in. The guard of the members' screens asks it.
final class LibraryAccount: SignInService {
    /// The names that can sign in.
    let members: Set<String>
    /// Who is signed in, or `nil`.
    private(set) var member: String?

    init(members: Set<String> = ["ada", "grace"]) {
        self.members = members
    }

    /// What guards ask: whether `condition` holds now.
    func holds(_ condition: String) -> Bool {
        condition == LibraryPlugin.signedIn && member != nil
    }

    /// `sign-in NAME`: a member is signed in; any other name fails and changes nothing.
    func signIn(_ name: String) -> SignInResult {
        guard members.contains(name) else {
            return .failed(reason: "no member named '\(name)'", show: nil)
        }
        member = name
        return .signedIn
    }

    /// `sign-out`: nobody is signed in.
    func signOut() {
        member = nil
    }
}

/// What the "My loans" row emits.
struct Loans: Sendable {}

/// A home list whose "My loans" row opens a screen only members see, and the guard that
/// shows everyone else the sign-in screen.
struct LibraryPlugin: RouterPlugin {
    static let signedIn = "signedIn"
    static let loans = ScreenKey<Loans>("Loans")
    static let home = Destination.push("Home") { context in
        ListScreen(
            name: "Home", title: "The Library",
            dataSource: ListDataSource(sections: [ListSection(rows: [ListRow("My loans", payload: Loans())])]),
            router: context.router)
    }

    let name = "library"

    func register(in plugin: inout PluginRegistration) {
        plugin.registerScreen(Self.loans, requires: Self.signedIn) { _, _ in
            TextScreen(name: "Loans", title: "My loans")
        }
        plugin.register(Jumper(for: Loans.self) { .push(Self.loans, payload: $0) })
        plugin.registerGuard(RouteGuard(Self.signedIn, redirect: .present("SignIn") { _ in
            TextScreen(name: "SignIn", title: "Sign in", lines: ["Type sign-in NAME."])
        }))
    }
}

/// The app's command line; its `main.swift` says `await library.main()`.
let library = CommandLineApp(
    name: "library", version: "1.0", plugins: { [LibraryPlugin()] }, home: LibraryPlugin.home,
    account: { LibraryAccount() })
// Sign-in example: end

import Foundation
import Testing

// Flow runner example: begin
/// A flow for the library: the guard holds the loans back, signing in opens them,
/// signing out closes them.
let signInFlow = """
    tap "My loans"
    expect top SignIn
    sign-in ada
    expect stack Home > Loans
    sign-out
    expect stack Home
    """

@MainActor @Test func signingInOpensTheScreenTheGuardHeldBackAndSigningOutClosesIt() throws {
    let runner = FlowRunner(
        registry: try JumperRegistry(plugins: [LibraryPlugin()]), home: LibraryPlugin.home,
        account: { LibraryAccount() })

    let report = runner.run(try Flow(parsing: signInFlow, file: "library.flow"))

    #expect(report.failures.isEmpty)
    #expect(report.log.lines == ["redirect signedIn", "present SignIn", "dismiss SignIn", "push Loans", "pop Loans"])
}
// Flow runner example: end

@MainActor @Test func theCommandLineRunsAFlowThatSignsInAndGoesOnAfterAFailedSignIn() async throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sign-in-example-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let good = folder.appendingPathComponent("good.flow")
    try signInFlow.write(to: good, atomically: true, encoding: .utf8)
    let unknown = folder.appendingPathComponent("unknown.flow")
    try "tap \"My loans\"\nsign-in mallory\nexpect top SignIn\nexpect pending Loans\nsign-in ada\nexpect top Loans\n"
        .write(to: unknown, atomically: true, encoding: .utf8)

    let goodOutput = ConsoleCapture()
    let unknownOutput = ConsoleCapture()

    let goodStatus = await Console.$capture.withValue(goodOutput) { await library.run(["run", good.path]) }
    let unknownStatus = await Console.$capture.withValue(unknownOutput) { await library.run(["run", unknown.path]) }

    #expect(goodStatus == 0)
    #expect(goodOutput.output.contains("1 flow, 0 failed, 6 steps"), "\(goodOutput.output)")
    // A failed sign-in that shows no screen says so and the flow goes on, the loans held.
    #expect(unknownStatus == 0)
    #expect(unknownOutput.output.contains("sign-in failed: no member named 'mallory'"), "\(unknownOutput.output)")
}

@MainActor @Test func aFailedSignInSaysWhyAndKeepsTheHeldScreenHeld() throws {
    let runner = FlowRunner(
        registry: try JumperRegistry(plugins: [LibraryPlugin()]), home: LibraryPlugin.home,
        account: { LibraryAccount() })
    var lines: [String] = []

    let report = runner.run(
        try Flow(parsing: "tap \"My loans\"\nsign-in mallory\nexpect pending Loans\n", file: "t.flow")
    ) { if case .line(let line) = $0, line.kind == .info { lines.append(line.text) } }

    #expect(report.failures.isEmpty)
    #expect(report.stepsRun == 3)
    #expect(lines == ["sign-in failed: no member named 'mallory'"])
}
