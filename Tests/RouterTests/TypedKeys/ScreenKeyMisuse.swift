// Compiled only by `ScreenKeyTests`, which type-checks this file alone against the built
// `Router` module: with `-D TYPED_KEY_USE` it compiles; with `-D TYPED_KEY_MISUSE` the push
// of a payload of another type than the key's must not. To see the error yourself, after
// `swift build --build-tests`:
//
//     swiftc -typecheck -D TYPED_KEY_MISUSE -I .build/debug/Modules \
//         Tests/RouterTests/TypedKeys/ScreenKeyMisuse.swift
#if TYPED_KEY_USE || TYPED_KEY_MISUSE
import Router

struct Recipe: Sendable {
    let title: String
}

let recipeScreen = ScreenKey<Recipe>("Recipe")

func register(in plugin: inout PluginRegistration) {
    plugin.registerScreen(recipeScreen) { recipe, _ in TextScreen(name: "Recipe", title: recipe.title) }
}

let shown = Destination.push(recipeScreen, payload: Recipe(title: "Focaccia"))
#if TYPED_KEY_MISUSE
let misused = Destination.push(recipeScreen, payload: 42)
#endif
#endif
