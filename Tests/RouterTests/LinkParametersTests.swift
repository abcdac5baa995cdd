import LinkMatching
import Testing

@Suite struct LinkParametersTests {
    @Test func nameIsFoundOnlyWhenSpeltWithTheSameScalars() {
        let parameters: LinkParameters = ["\u{212A}": "kelvin", "Caf\u{E9}": "precomposed"]

        #expect(parameters["K"] == nil)
        #expect(parameters["\u{212A}"] == "kelvin")
        #expect(parameters["Cafe\u{301}"] == nil)
        #expect(parameters["Caf\u{E9}"] == "precomposed")
    }

    @Test func namesThatDifferOnlyInNormalisationAreKeptApart() {
        let parameters: LinkParameters = ["Caf\u{E9}": "precomposed", "Cafe\u{301}": "decomposed"]

        #expect(parameters.count == 2)
        #expect(parameters["Caf\u{E9}"] == "precomposed")
        #expect(parameters["Cafe\u{301}"] == "decomposed")
    }

    @Test func aRepeatedNameKeepsItsFirstValue() {
        let parameters = LinkParameters([(name: "size", value: "large"), (name: "size", value: "small")])

        #expect(parameters["size"] == "large")
        #expect(parameters.count == 1)
    }

    @Test func settingReplacesAddsAndRemovesByScalars() {
        var parameters: LinkParameters = ["name": "Margherita"]

        parameters["name"] = "Diavola"
        parameters["K"] = "kelvin"
        parameters["\u{212A}"] = nil
        let added = parameters.addIfAbsent("name", "Calzone")

        #expect(!added)
        #expect(parameters.map(\.name) == ["name", "K"])
        #expect(parameters.map(\.value) == ["Diavola", "kelvin"])
        parameters["K"] = nil
        #expect(parameters.names == ["name"])
    }

    @Test func equalityIgnoresOrderButNotScalars() {
        let one: LinkParameters = ["a": "1", "b": "2"]
        let other: LinkParameters = ["b": "2", "a": "1"]
        let decomposed: LinkParameters = ["a": "1", "b": "2", "Cafe\u{301}": ""]

        #expect(one == other)
        #expect(Set([one, other]).count == 1)
        #expect(decomposed != ["a": "1", "b": "2", "Caf\u{E9}": ""])
        #expect(LinkParameters() == [:])
        #expect(one.description == #"["a": "1", "b": "2"]"#)
    }

    @Test func matchedLinkCapturesItsParametersInSegmentOrder() throws {
        var matcher = LinkMatcher<Int>()
        try matcher.add(LinkPattern("g://h/:b/:a/**rest"), value: 1)

        let match = try matcher.match("g://h/x/y/z/w").get()

        #expect(match.parameters.names == ["b", "a", "rest"])
        #expect(match.parameters == ["a": "y", "b": "x", "rest": "z/w"])
    }
}
