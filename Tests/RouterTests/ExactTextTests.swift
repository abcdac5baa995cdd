import Router
import RouterText
import Testing

@MainActor @Suite struct ExactTextTests {
    let precomposed = "Caf\u{E9}"
    let decomposed = "Cafe\u{301}"

    @Test func swiftStringsCallBothSpellingsEqual() {
        #expect(precomposed == decomposed)  // why ExactText exists
    }

    @Test func precomposedAndDecomposedSpellingsAreDifferentTexts() {
        #expect(ExactText(precomposed) != ExactText(decomposed))
        #expect(!precomposed.isScalarEqual(to: decomposed))
    }

    @Test func sameScalarsAreEqualAndHashEqually() {
        #expect(ExactText(precomposed) == ExactText("Caf\u{E9}"))
        #expect(ExactText(precomposed).hashValue == ExactText("Caf\u{E9}").hashValue)
        #expect(decomposed.isScalarEqual(to: "Cafe\u{301}"))
    }

    @Test func bothSpellingsAreTwoDictionaryKeys() {
        let names: [ExactText: Int] = [ExactText(precomposed): 1, ExactText(decomposed): 2]

        #expect(names.count == 2)
        #expect(names[ExactText(precomposed)] == 1)
        #expect(names[ExactText(decomposed)] == 2)
    }

    @Test func aPrefixIsNotEqual() {
        #expect(ExactText("Caf") != ExactText("Cafe"))
        #expect(!"".isScalarEqual(to: "a"))
    }
}
