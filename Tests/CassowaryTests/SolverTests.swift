import Cassowary
import Testing

/// Hand-solved systems, priorities, edits, constant changes and failures, with the tableau's
/// invariants checked after every step.
@Suite struct SolverTests {
    /// Fails the test with the solver's structural problems, if any.
    func expectSound(_ solver: Solver, sourceLocation: SourceLocation = #_sourceLocation) {
        let problems = solver.checkInvariants()
        #expect(problems.isEmpty, "\(problems)", sourceLocation: sourceLocation)
    }

    @Test func requiredEqualitiesSolveExactly() throws {
        var solver = Solver()
        let x = solver.makeVariable()
        let y = solver.makeVariable()
        // x + y == 10, x - y == 4  →  x = 7, y = 3
        try solver.add(Constraint(x + y, .equal, LinearExpression(constant: 10)))
        try solver.add(Constraint(x - y, .equal, LinearExpression(constant: 4)))
        #expect(solver.value(of: x) == 7)
        #expect(solver.value(of: y) == 3)
        expectSound(solver)
    }

    @Test func inequalitiesBoundWeakPreferences() throws {
        var solver = Solver()
        let width = solver.makeVariable()
        try solver.add(Constraint(width - 100, .lessThanOrEqual))           // width ≤ 100
        try solver.add(Constraint(width - 40, .greaterThanOrEqual))         // width ≥ 40
        let wish = try solver.add(Constraint(width - 300, .equal, strength: .weak))
        #expect(solver.value(of: width) == 100)
        try solver.setConstant(-10, of: wish)                               // wish width = 10
        #expect(solver.value(of: width) == 40)
        try solver.setConstant(-70, of: wish)
        #expect(solver.value(of: width) == 70)
        expectSound(solver)
    }

    @Test func strongerPreferenceWins() throws {
        var solver = Solver()
        let x = solver.makeVariable()
        try solver.add(Constraint(x - 10, .equal, strength: .medium))
        let strong = try solver.add(Constraint(x - 20, .equal, strength: .strong))
        try solver.add(Constraint(x - 30, .equal, strength: .weak))
        #expect(solver.value(of: x) == 20)
        try solver.remove(strong)
        #expect(solver.value(of: x) == 10)
        expectSound(solver)
    }

    @Test func removingAConstraintRestoresTheEarlierSolution() throws {
        var solver = Solver()
        let left = solver.makeVariable()
        let right = solver.makeVariable()
        try solver.add(Constraint(LinearExpression(left), .equal))                   // left = 0
        try solver.add(Constraint(right - left - 50, .equal, strength: .weak))       // width 50, weakly
        let pinned = try solver.add(Constraint(right - 120, .equal))                 // right = 120
        #expect(solver.value(of: right) == 120)
        try solver.remove(pinned)
        #expect(solver.value(of: right) == 50)
        #expect(throws: SolverError.unknownConstraint(pinned)) { try solver.remove(pinned) }
        expectSound(solver)
    }

    @Test func editVariablesFollowSuggestions() throws {
        var solver = Solver()
        let x = solver.makeVariable()
        let mid = solver.makeVariable()
        let y = solver.makeVariable()
        try solver.add(Constraint(2 * mid - x - y, .equal))   // mid is halfway
        try solver.add(Constraint(y - x - 10, .greaterThanOrEqual))
        try solver.add(Constraint(x + 0, .greaterThanOrEqual))
        try solver.add(Constraint(y - 100, .lessThanOrEqual))
        try solver.addEditVariable(mid, strength: .strong)
        for target in [10.0, 50, 95, -20, 60] {
            try solver.suggestValue(target, for: mid)
            let clamped = Swift.min(95, Swift.max(5, target))
            #expect(Swift.abs(solver.value(of: mid) - clamped) < 1e-9, "suggested \(target)")
            #expect(solver.value(of: y) - solver.value(of: x) >= 10 - 1e-9)
            expectSound(solver)
        }
        #expect(throws: SolverError.duplicateEditVariable(mid)) { try solver.addEditVariable(mid, strength: .weak) }
        #expect(throws: SolverError.requiredEditVariable(x)) { try solver.addEditVariable(x, strength: .required) }
        try solver.removeEditVariable(mid)
        #expect(!solver.hasEditVariable(mid))
        #expect(throws: SolverError.unknownEditVariable(mid)) { try solver.suggestValue(1, for: mid) }
        expectSound(solver)
    }

    @Test func contradictoryEqualitiesAreRefusedAndNamed() throws {
        var solver = Solver()
        let width = solver.makeVariable()
        let a = try solver.add(Constraint(width - 100, .equal))
        #expect(throws: SolverError.unsatisfiable(conflicting: [a])) {
            try solver.add(Constraint(width - 200, .equal))
        }
        #expect(solver.value(of: width) == 100)
        #expect(solver.constraintCount == 1)
        expectSound(solver)
    }

    @Test func contradictoryInequalitiesAreRefusedAndTheSolverIsUnchanged() throws {
        var solver = Solver()
        let x = solver.makeVariable()
        let y = solver.makeVariable()
        let atLeast = try solver.add(Constraint(x - 50, .greaterThanOrEqual))       // x ≥ 50
        let sum = try solver.add(Constraint(x + y - 60, .equal))                     // x + y = 60
        try solver.add(Constraint(y - 5, .equal, strength: .weak))
        let before = (solver.value(of: x), solver.value(of: y))
        // y ≥ 20 needs x ≤ 40, which x ≥ 50 forbids.
        let refusal = Result { () throws(SolverError) in try solver.add(Constraint(y - 20, .greaterThanOrEqual)) }
        guard case .failure(.unsatisfiable(let conflicting)) = refusal else {
            Issue.record("an unsatisfiable constraint was accepted: \(refusal)")
            return
        }
        #expect(Set(conflicting) == [atLeast, sum])
        #expect(solver.value(of: x) == before.0)
        #expect(solver.value(of: y) == before.1)
        expectSound(solver)
        // The solver still works after the refusal.
        try solver.add(Constraint(y - 8, .equal))
        #expect(solver.value(of: x) == 52)
    }

    @Test func requiredConstantChangesAreCheckedForConflicts() throws {
        var solver = Solver()
        let x = solver.makeVariable()
        try solver.add(Constraint(x - 10, .greaterThanOrEqual))
        let upper = try solver.add(Constraint(x - 30, .lessThanOrEqual))
        try solver.add(Constraint(x - 100, .equal, strength: .weak))
        #expect(solver.value(of: x) == 30)
        try solver.setConstant(-20, of: upper)
        #expect(solver.value(of: x) == 20)
        #expect(throws: SolverError.self) { try solver.setConstant(-5, of: upper) }
        #expect(!solver.contains(upper))
        #expect(solver.value(of: x) == 100)
        expectSound(solver)
    }

    @Test func badInputIsRefused() throws {
        var solver = Solver()
        let x = solver.makeVariable()
        #expect(throws: SolverError.nonFiniteValue) { try solver.add(Constraint(x - .nan, .equal)) }
        #expect(throws: SolverError.nonFiniteValue) { try solver.add(Constraint(Double.infinity * x, .equal)) }
        var other = Solver()
        _ = other.makeVariable()
        let foreign = other.makeVariable()
        #expect(throws: SolverError.unknownVariable(foreign)) { try solver.add(Constraint(foreign - 1, .equal)) }
        #expect(throws: SolverError.unsatisfiable(conflicting: [])) {
            try solver.add(Constraint(LinearExpression(constant: 1), .equal))
        }
        #expect(Strength(.nan) == Strength(0))
        #expect(Strength(1e20) == .required)
        #expect(Strength.create(1, 0, 0) == .strong)
        expectSound(solver)
    }

    @Test func aChainOfViewsLaysOutInOrder() throws {
        var solver = Solver()
        var previous = solver.makeVariable()
        try solver.add(Constraint(LinearExpression(previous), .equal))
        var all = [previous]
        for _ in 1..<500 {
            let next = solver.makeVariable()
            try solver.add(Constraint(next - previous - 8, .equal))
            all.append(next)
            previous = next
        }
        for (index, variable) in all.enumerated() {
            #expect(Swift.abs(solver.value(of: variable) - Double(index) * 8) < 1e-9)
        }
        expectSound(solver)
    }

    @Test func variablesNoConstraintMentionsCanBeGivenBack() throws {
        var solver = Solver()
        let x = solver.makeVariable()
        let y = solver.makeVariable()
        let tie = try solver.add(Constraint(x - y - 5, .equal))
        try solver.add(Constraint(y - 1, .equal))
        let whileTied = solver.releaseVariable(x)
        #expect(!whileTied, "still tied")
        try solver.remove(tie)
        let released = solver.releaseVariable(x)
        let again = solver.releaseVariable(x)
        #expect(released)
        #expect(!again, "already given back")
        let reused = solver.makeVariable()
        #expect(reused == x, "the number is reused")
        try solver.add(Constraint(reused - 7, .equal))
        #expect(solver.value(of: reused) == 7 && solver.value(of: y) == 1)
        #expect(solver.checkInvariants().isEmpty)
    }

    @Test func symbolsOfRemovedConstraintsAreReused() throws {
        var solver = Solver()
        let x = solver.makeVariable()
        try solver.add(Constraint(x - 1, .greaterThanOrEqual))
        try solver.addEditVariable(x, strength: .strong)
        let baseline = solver.symbolCount
        for index in 0..<200 {
            let handle = try solver.add(Constraint(x - Double(index), .lessThanOrEqual, strength: .medium))
            try solver.suggestValue(Double(index % 7), for: x)
            try solver.remove(handle)
        }
        #expect(solver.symbolCount <= baseline + 4)
        expectSound(solver)
    }
}
