import Foundation
import Testing

/// `routerdemo graph --coverage FLOW...` and `graph --format svg`.
@Suite struct GraphCoverageCLITests {
    /// The flow file of the examples named `name`.
    private static func example(_ name: String) -> String {
        RouterDemoProcess.packageRoot.appendingPathComponent("Examples/\(name)").path
    }

    /// Whether Graphviz's `dot` is on this process's `PATH`.
    static let dotIsInstalled = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").contains {
        FileManager.default.isExecutableFile(atPath: "\($0)/dot")
    }

    @Test func theMenuFlowWalksTheMenuAndItsDetailsAndNothingElse() throws {
        let result = try RouterDemoProcess.run(["graph", "--coverage", Self.example("menu.flow"), "--format", "dot"])

        #expect(result.status == 0)
        #expect(result.stdout.contains("\n  \"Home\" -> \"Menu\" [label=\"Giuseppe's menu\"];\n"))
        #expect(result.stdout.contains("\n  \"Menu\" -> \"DessertDetail\" [label=\"Tiramisù, Panna Cotta\"];\n"))
        #expect(
            result.stdout.contains(
                "\n  \"Home\" -> \"TypedList\" [label=\"Typed list\", style=dashed, color=red3, fontcolor=red3];\n"))
        #expect(
            result.stdout.contains(
                "\n  \"PizzaDetail\" -> \"Order\" [label=\"Order [requires signedIn]\", style=dashed, color=red3, fontcolor=red3];\n"
            ))
        #expect(result.stdout.contains("\n  \"Order\" [style=dashed, color=red3, fontcolor=red3];\n"))
        #expect(result.stdout.contains("// coverage: walked 4 of 15 tap edges, 5 of 17 screens;"))
        #expect(result.stderr == "routerdemo: graph: walked 4 of 15 tap edges, 5 of 17 screens\n")
    }

    @Test func severalFlowsWalkTogether() throws {
        let result = try RouterDemoProcess.run([
            "graph", "--coverage", Self.example("menu.flow"), Self.example("sign-in.flow"), "--format=dot",
        ])

        #expect(result.status == 0)
        #expect(result.stdout.contains("\n  \"PizzaDetail\" -> \"Order\" [label=\"Order [requires signedIn]\"];\n"))
        #expect(result.stdout.contains("\n  \"Home\" -> \"Menu\" [label=\"Giuseppe's menu\"];\n"))
    }

    @Test func mermaidIsTheDefaultAndMarksWithAClassAndLinkStyles() throws {
        let result = try RouterDemoProcess.run(["graph", "--coverage", Self.example("menu.flow")])

        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("flowchart LR\n  %% coverage: walked 4 of 15 tap edges, 5 of 17 screens;"))
        #expect(result.stdout.contains("\n  classDef unwalked stroke:#c00,stroke-dasharray:5 5,color:#c00\n"))
        #expect(result.stdout.contains("\n  linkStyle "))
        #expect(result.stdout.contains("\n  class "))
    }

    @Test func aFailingFlowStillMarksWhatItWalkedAndExitsOne() throws {
        let flow = try RouterDemoProcess.flowFile("tap \"Giuseppe's menu\"\ntap \"No such row\"\ntap \"Margherita\"\n")

        let result = try RouterDemoProcess.run(["graph", "--coverage", flow, "--format", "dot"])

        #expect(result.status == 1)
        #expect(result.stdout.contains("\n  \"Home\" -> \"Menu\" [label=\"Giuseppe's menu\"];\n"))
        #expect(result.stdout.contains("\"Menu\" -> \"PizzaDetail\" [label=\"Margherita, Capricciosa, Diavola\", style=dashed"))
        #expect(result.stderr.contains("\(flow):2: "))
        #expect(
            result.stderr.contains("routerdemo: graph: a flow failed (\(flow)); the graph marks what it walked before stopping\n")
        )
    }

    @Test func aMissingFlowFileIsAFileErrorAndPrintsNoGraph() throws {
        let result = try RouterDemoProcess.run(["graph", "--coverage", "/no/such/dir/x.flow"])

        #expect(result.status == 2)
        #expect(result.stdout == "")
        #expect(result.stderr.contains("/no/such/dir/x.flow"))
    }

    @Test func coverageWithoutFlowsAndFlowsWithoutCoverageAreUsageErrors() throws {
        let none = try RouterDemoProcess.run(["graph", "--coverage"])
        let stray = try RouterDemoProcess.run(["graph", "x.flow"])

        #expect(none.status == 2)
        #expect(none.stderr.hasPrefix("routerdemo: 'graph --coverage' needs at least one flow file"))
        #expect(stray.status == 2)
        #expect(stray.stderr.hasPrefix("routerdemo: unexpected argument 'x.flow' after 'graph'"))
    }

    @Test(.enabled(if: dotIsInstalled, "Graphviz's dot is not on PATH; install the graphviz package"))
    func svgIsRenderedByGraphvizDot() throws {
        let plain = try RouterDemoProcess.run(["graph", "--format", "svg"])
        let covered = try RouterDemoProcess.run(["graph", "--coverage", Self.example("menu.flow"), "--format", "svg"])

        #expect(plain.status == 0)
        #expect(plain.stdout.hasPrefix("<?xml"))
        #expect(plain.stdout.contains("<svg"))
        #expect(covered.status == 0)
        #expect(covered.stdout.contains("<svg"))
        #expect(covered.stdout.contains("stroke-dasharray"))
        #expect(covered.stdout.contains("walked 4 of 15 tap edges, 5 of 17 screens"))
    }

    @Test func svgWithoutDotOnThePathSaysHowToGetItAndExitsTwo() throws {
        let empty = FileManager.default.temporaryDirectory.appendingPathComponent("no-dot-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: empty) }

        let result = try RouterDemoProcess.run(["graph", "--format", "svg"], environment: ["PATH": empty.path])

        #expect(result.status == 2)
        #expect(result.stdout == "")
        #expect(
            result.stderr
                == "routerdemo: graph: --format svg needs Graphviz's `dot` on PATH (install the graphviz package), "
                + "or use --format dot\n")
    }
}
