import Cassowary
import Motion
import Testing

/// Random systems built, edited and torn down step by step, checked against the same system
/// solved from scratch, with the invariants checked after every step.
@Suite struct SolverRandomTests {
    /// A random system with a unique optimum: every variable pinned weakly (at distinct
    /// strengths) to a target, plus random required and weak relations between pairs.
    @Test(arguments: 0..<16) func incrementalMatchesFromScratch(seed: UInt64) throws {
        var random = SeededGenerator(seed: seed &+ 1)
        var solver = Solver()
        let count = 30
        let variables = (0..<count).map { _ in solver.makeVariable() }
        var live: [(ConstraintHandle, Constraint)] = []
        for (index, variable) in variables.enumerated() {
            let target = Double(Int.random(in: -200...200, using: &random))
            let constraint = Constraint(variable - target, .equal, strength: Strength(1 + Double(index) * 0.37))
            live.append((try solver.add(constraint), constraint))
        }
        for step in 0..<150 {
            let action = Int.random(in: 0..<10, using: &random)
            if action < 6 || live.count <= count {
                let a = variables.randomElement(using: &random) ?? variables[0]
                let b = variables.randomElement(using: &random) ?? variables[1]
                guard a != b else { continue }
                let relation: Constraint.Relation = [.equal, .lessThanOrEqual, .greaterThanOrEqual].randomElement(using: &random) ?? .equal
                let strength: Strength = Bool.random(using: &random) ? .required : Strength(Double(Int.random(in: 100...900_000, using: &random)))
                let constraint = Constraint(a - b - Double(Int.random(in: -50...50, using: &random)), relation, strength: strength)
                // A refused constraint leaves the solver unchanged, which the comparison checks.
                if let handle = try? solver.add(constraint) { live.append((handle, constraint)) }
            } else if action < 8 {
                let index = Int.random(in: count..<live.count, using: &random)
                try solver.remove(live[index].0)
                live.remove(at: index)
            } else {
                let index = Int.random(in: 0..<live.count, using: &random)
                var (handle, constraint) = live[index]
                constraint.expression.constant += Double(Int.random(in: -30...30, using: &random))
                let result = Result { () throws(SolverError) in try solver.setConstant(constraint.expression.constant, of: handle) }
                switch result {
                case .success: live[index] = (handle, constraint)
                case .failure(let error):
                    // Only a required constraint can become unsatisfiable; it leaves the solver.
                    guard case .unsatisfiable = error, constraint.strength.isRequired else { throw error }
                    live.remove(at: index)
                }
            }
            #expect(solver.checkInvariants().isEmpty, "step \(step): \(solver.checkInvariants())")
            for (_, constraint) in live where constraint.strength.isRequired {
                #expect(constraint.isSatisfied(tolerance: 1e-6) { solver.value(of: $0) }, "step \(step)")
            }
        }
        // The same live constraints, added to a new solver in order.
        var fresh = Solver()
        let freshVariables = (0..<count).map { _ in fresh.makeVariable() }
        let mapping = Dictionary(uniqueKeysWithValues: zip(variables, freshVariables))
        for (_, constraint) in live {
            var mapped = constraint
            mapped.expression.terms = constraint.expression.terms.map { .init($0.coefficient, mapping[$0.variable] ?? $0.variable) }
            try fresh.add(mapped)
        }
        let incrementalCost = cost(live) { solver.value(of: $0) }
        let freshCost = cost(live) { fresh.value(of: mapping[$0] ?? $0) }
        #expect(Swift.abs(incrementalCost - freshCost) <= 1e-6 * Swift.max(1, freshCost), "objective \(incrementalCost) vs \(freshCost)")
    }

    /// The weighted error of a solution.
    func cost(_ live: [(ConstraintHandle, Constraint)], _ value: (Variable) -> Double) -> Double {
        live.reduce(0) { total, entry in
            let constraint = entry.1
            guard !constraint.strength.isRequired else { return total }
            let error = constraint.expression.value(with: value)
            switch constraint.relation {
            case .equal: return total + constraint.strength.value * Swift.abs(error)
            case .lessThanOrEqual: return total + constraint.strength.value * Swift.max(0, error)
            case .greaterThanOrEqual: return total + constraint.strength.value * Swift.max(0, -error)
            }
        }
    }
}
