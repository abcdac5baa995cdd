import Router

/// Everything the library contributes to the app, registered in one place.
struct LibraryPlugin: RouterPlugin {
    let name = "library"

    func register(in plugin: inout PluginRegistration) {
        // Screens, jumpers, guards and links go here.
    }
}
