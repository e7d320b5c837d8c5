import HeadlessHost
import Motion
import UIKit

extension HeadlessHost {
    /// A headless host that checks the engine's invariants after every frame in every build
    /// configuration (a plain host checks them in debug builds only), so a test that expects no
    /// violations cannot pass vacuously in a release build.
    public static func checked(size: CGSize = CGSize(width: 390, height: 844), scale: Double = 1) -> HeadlessHost {
        let host = HeadlessHost(size: size, scale: scale)
        host.invariantChecker = InvariantChecker()
        return host
    }
}
