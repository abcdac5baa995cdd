/// Formats euro cents for the demo's screens.
package enum Price {
    /// `850` → `€8.50`; negative amounts keep their sign.
    package static func text(cents: Int) -> String {
        let sign = cents < 0 ? "-" : ""
        let magnitude = cents.magnitude
        let fraction = magnitude % 100
        return "\(sign)€\(magnitude / 100).\(fraction < 10 ? "0" : "")\(fraction)"
    }
}
