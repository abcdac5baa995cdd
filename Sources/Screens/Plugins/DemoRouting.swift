/// Where the demo's plugins take their routing from.
public enum DemoRouting: Sendable {
    /// Code: the plugins register their jumpers and links.
    case jumpers
    /// A routes file: the plugins register payload types, screens and guards only, and the
    /// file (the embedded `routes.yaml.example` by default) declares routes and links.
    case routesFile
}
