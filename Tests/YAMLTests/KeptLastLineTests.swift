import RouterYAML
import Testing

/// A keep-chomped (`+`) block scalar whose last line holds only spaces and has no line
/// break: libfyaml, rapidyaml, ruamel.yaml and PyYAML all read such a line after another
/// line of the scalar as nothing (YAML's empty line needs a line break of its own), and
/// the YAML test suite reads it as one empty line when it is the scalar's only line (case
/// JEF9, whose expected trees rapidyaml and libfyaml give too). The cases are checked here
/// whether or not a copy of the suite is found.
@Suite("keep-chomped block scalars ending in a line of spaces")
struct KeptLastLineTests {
    @Test(arguments: [
        // After an empty line: the last line of spaces adds nothing (all four parsers).
        ("- |+\n\n ", #"["\n"]"#),
        ("- |+\n \n ", #"["\n"]"#),
        ("- |+\n\n\n ", #"["\n\n"]"#),
        ("- |+\n\n   ", #"["\n"]"#),
        ("- >+\n\n ", #"["\n"]"#),
        ("- |+\r\n\r\n ", #"["\n"]"#),
        // After text, at the content's indentation or less (all four parsers).
        ("a: |+\n  x\n\n  ", #"{"a":"x\n\n"}"#),
        ("a: >+\n  x\n\n  ", #"{"a":"x\n\n"}"#),
        ("a: |+\n  x\n\n ", #"{"a":"x\n\n"}"#),
        ("a: |+\n  x\n  \n  ", #"{"a":"x\n\n"}"#),
        ("a:\n  b: |+\n    x\n\n    ", #"{"a":{"b":"x\n\n"}}"#),
        // Right after the text (PyYAML, ruamel.yaml and rapidyaml; libfyaml adds a line).
        ("a: |+\n  x\n  ", #"{"a":"x\n"}"#),
        // The scalar's only line: one empty line (the suite's JEF9/02, rapidyaml, libfyaml).
        ("- |+\n   ", #"["\n"]"#),
        ("- >+\n   ", #"["\n"]"#),
        // With a line break of their own, lines of spaces are empty lines (JEF9/00, JEF9/01,
        // all four parsers; a lone CR is a line break to all but rapidyaml).
        ("- |+\n\n\n", #"["\n\n"]"#),
        ("- |+\n   \n", #"["\n"]"#),
        ("- |+\n\n \n", #"["\n\n"]"#),
        ("- |+\n\n \r", #"["\n\n"]"#),
    ])
    func lastLineOfSpacesWithoutALineBreak(yaml: String, json: String) {
        // Arrange
        let parser = YAMLParser()

        // Act
        let tree = parser.json(yaml)

        // Assert
        #expect(tree == json)
    }
}
