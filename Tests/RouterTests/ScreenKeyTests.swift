import Foundation
import Router
import RouterTestSupport
import Testing

private struct Recipe: Sendable, Hashable {
    let title: String
}

/// Screens named by typed keys: a key fixes the payload type of its screen, and the
/// screen's name stays the one files and flows use.
@MainActor @Suite struct ScreenKeyTests {
    private let recipeScreen = ScreenKey<Recipe>("Recipe")

    private func registry(_ more: (inout PluginRegistration) -> Void = { _ in }) throws -> JumperRegistry {
        let key = recipeScreen
        return try JumperRegistry { registry in
            registry.registerScreen(key) { recipe, _ in TextScreen(name: "Recipe", title: recipe.title) }
            registry.register(Jumper(for: Recipe.self) { .push(key, payload: $0) })
            more(&registry)
        }
    }

    @Test func aScreenRegisteredWithAKeyIsPushedWithTheKey() throws {
        let registry = try registry()
        let stack = RecordingNavigationStack(root: TextScreen(name: "Home", title: "Home"))
        let router = NavigationRouter(registry: registry, navigator: stack)

        let outcome = router.route(Recipe(title: "Focaccia"))

        #expect(outcome == .pushed("Recipe"))
        #expect(stack.top.title == "Focaccia")
    }

    @Test func aKeyIsPresentedByItsScreen() throws {
        let registry = try registry()
        let stack = RecordingNavigationStack(root: TextScreen(name: "Home", title: "Home"))
        let router = NavigationRouter(registry: registry, navigator: stack)

        let outcome = router.show(.present(recipeScreen, payload: Recipe(title: "Focaccia")))

        #expect(outcome == .presented("Recipe"))
    }

    @Test func aKeyAndItsNameAreOneRegistration() throws {
        #expect(throws: CompositionError.self) {
            try registry { registry in
                registry.registerScreen("Recipe", for: Recipe.self) { recipe, _ in
                    TextScreen(name: "Recipe", title: recipe.title)
                }
            }
        }
        let stack = RecordingNavigationStack(root: TextScreen(name: "Home", title: "Home"))
        let router = NavigationRouter(registry: try registry(), navigator: stack)
        #expect(router.show(.push(registered: "Recipe", payload: Recipe(title: "Focaccia"))) == .pushed("Recipe"))
    }

    /// The misuse file type-checked alone against the built module, with `flag` defined.
    private func typecheckMisuseFile(defining flag: String) throws -> (status: Int32, errors: String) {
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("TypedKeys/ScreenKeyMisuse.swift")
        var modules = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        while !FileManager.default.fileExists(atPath: modules.appendingPathComponent("Modules/Router.swiftmodule").path),
            modules.pathComponents.count > 1
        {
            modules.deleteLastPathComponent()
        }
        let errors = FileManager.default.temporaryDirectory.appendingPathComponent("screen-key-\(UUID().uuidString)")
        try Data().write(to: errors)
        defer { try? FileManager.default.removeItem(at: errors) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "swiftc", "-typecheck", "-D", flag, "-I", modules.appendingPathComponent("Modules").path, file.path,
        ]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = try FileHandle(forWritingTo: errors)
        try process.run()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: try Data(contentsOf: errors), as: UTF8.self))
    }

    @Test func aPushWithTheKeysPayloadTypeCompiles() throws {
        let (status, errors) = try typecheckMisuseFile(defining: "TYPED_KEY_USE")

        #expect(status == 0, "\(errors)")
    }

    @Test func aPushWithAnotherPayloadTypeDoesNotCompile() throws {
        let (status, errors) = try typecheckMisuseFile(defining: "TYPED_KEY_MISUSE")

        #expect(status != 0)
        #expect(errors.contains("ScreenKeyMisuse.swift:23:"), "\(errors)")
        #expect(errors.contains("error: cannot convert value of type 'Int' to expected argument type 'Recipe'"))
    }
}
