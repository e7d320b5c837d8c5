extension Duration {
    /// The duration in milliseconds (the unit every benchmark reports).
    var milliseconds: Double { Double(components.seconds) * 1000 + Double(components.attoseconds) * 1e-15 }

    /// The duration in seconds.
    var seconds: Double { milliseconds / 1000 }
}
