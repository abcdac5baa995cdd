import AccountScreens
import Demo
import Foundation
import Router
import RouterRestoration
import RouterTestSupport
import RouterTooling
import Screens
import Testing

/// Property: a saved stack edited at random (an entry dropped, repeated or moved, its
/// presentation, state or `awaited` flag changed, what a guard holds moved) is either
/// refused with a reason, changing nothing, or restored to a state that keeps every rule a
/// navigation keeps.
@MainActor @Suite struct MutatedSavedStackTests {
    private static func session(_ registry: JumperRegistry, signedIn: Bool) -> NavigationSession {
        let account = DemoAccount()
        if signedIn { _ = account.signIn("anna") }
        return NavigationSession(registry: registry, home: DemoApp.home, account: account)
    }

    /// The saved files of the order form's steps, each prefix of them, signed in or not.
    private static func savedFiles(_ registry: JumperRegistry) throws -> [[UInt8]] {
        let steps = try Flow(parsing: orderFormWithChangeSteps.joined(separator: "\n"), file: "steps.flow").steps
        var files: [[UInt8]] = []
        for count in 1...steps.count {
            let session = Self.session(registry, signedIn: false)
            for step in steps.prefix(count) { session.perform(step.command) }
            files.append(try StackRestorer(registry: registry).save(session.router))
        }
        return files
    }

    /// `document` with one random edit.
    private static func mutated(_ document: [String: Any], using random: inout SplitMix64) -> [String: Any] {
        var document = document
        var stack = document["stack"] as? [[String: Any]] ?? []
        guard !stack.isEmpty else { return document }
        let index = Int.random(in: 0..<stack.count, using: &random)
        switch Int.random(in: 0..<8, using: &random) {
        case 0: stack.remove(at: index)
        case 1: stack.insert(stack[index], at: index)
        case 2: stack.swapAt(index, Int.random(in: 0..<stack.count, using: &random))
        case 3: stack[index]["presentation"] = stack[index]["presentation"] as? String == "push" ? "modal" : "push"
        case 4: stack[index]["awaited"] = !(stack[index]["awaited"] as? Bool ?? false)
        case 5:
            stack[index]["state"] = ["size": ["small", "large", "huge"].randomElement(using: &random) ?? "", "changed": "true"]
        case 6:
            var pending = document["pending"] as? [String: Any] ?? ["guard": "signedIn", "stack": [stack[index]]]
            pending["depth"] = Int.random(in: 0...stack.count + 1, using: &random)
            document["pending"] = pending
        default: document["pending"] = nil
        }
        document["stack"] = stack
        return document
    }

    @Test(arguments: [false, true])
    func aRestoreOfAnEditedFileKeepsEveryRuleOrChangesNothing(signedIn: Bool) throws {
        let registry = DemoApp.makeRegistry()
        let restorer = StackRestorer(registry: registry)
        var random = SplitMix64(seed: signedIn ? 7 : 70)
        var outcomes = (restored: 0, refused: 0)
        for file in try Self.savedFiles(registry) {
            let document = try #require(try JSONSerialization.jsonObject(with: Data(file)) as? [String: Any])
            for _ in 0..<40 {
                let edited = Self.mutated(document, using: &random)
                let bytes = Array(try JSONSerialization.data(withJSONObject: edited))
                let target = Self.session(registry, signedIn: signedIn)
                let before = target.stack.log

                do {
                    try restorer.restore(bytes, on: target.router)
                    outcomes.restored += 1
                    let broken = EveryEntryPathPropertyTests.brokenRule(target, registry: registry)
                    #expect(broken == nil, "\(broken ?? "") after restoring \(edited)")
                } catch {
                    outcomes.refused += 1
                    #expect(target.stack.log == before, "\(error) changed the log")
                    #expect(target.stack.screenNames == ["Home"], "\(error) changed the stack")
                }
            }
        }
        // Both answers happen: the edits are neither all harmless nor all fatal.
        #expect(outcomes.restored > 10, "restored \(outcomes.restored)")
        #expect(outcomes.refused > 10, "refused \(outcomes.refused)")
    }
}
