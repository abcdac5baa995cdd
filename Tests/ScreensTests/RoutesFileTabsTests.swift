import Demo
import Router
import RoutesFiles
import Screens
import Testing

/// A routes file's `tabs:` section: each tab's root opened by a deep link, checked at load.
@MainActor @Suite struct RoutesFileTabsTests {
    /// The demo's default routes file with `section` appended.
    private func load(_ section: String) throws(RoutesFileError) -> RoutesFile {
        try DemoApp.loadRoutes(Array((DefaultRoutes.text + section).utf8), path: "tabs.yaml")
    }

    private func problems(_ section: String) -> String {
        do {
            _ = try load(section)
            return "(loaded)"
        } catch {
            return error.description
        }
    }

    /// The line of the default file's text where `section` starts.
    private var firstLine: Int { DefaultRoutes.text.split(separator: "\n", omittingEmptySubsequences: false).count }

    @Test func tabsOpenTheirRootsByLink() throws {
        let file = try load(
            """
            tabs:
              - tab: Menu
                root: giuseppe://menu
              - tab: Typed
                root: giuseppe://typed

            """)

        #expect(file.tabs.map(\.name) == ["Menu", "Typed"])
        #expect(file.tabs.map(\.root.screen) == ["Menu", "TypedList"])
        #expect(file.summary.hasSuffix(", 9 links, 2 tabs"))
    }

    @Test func aFileWithoutTabsHasNone() throws {
        #expect(try load("").tabs.isEmpty)
    }

    @Test func aStackStartedOnTheFilesTabsSwitchesBetweenThem() throws {
        let file = try load("tabs:\n  - {tab: Menu, root: giuseppe://menu}\n  - {tab: Typed, root: giuseppe://typed}\n")
        let (router, stack) = NavigationRouter.start(registry: file.registry, tabs: file.tabs) {
            RecordingNavigationStack(tabs: $0)
        }

        router.select(tab: "Typed")

        #expect(stack.tabs == ["Menu", "Typed"])
        #expect(stack.top.name == "TypedList")
    }

    @Test func aRepeatedTabNameIsAProblemNamingTheFirst() {
        let line = firstLine
        #expect(
            problems("tabs:\n  - {tab: Menu, root: giuseppe://menu}\n  - {tab: Menu, root: giuseppe://typed}\n")
                == "tabs.yaml:\(line + 2):11: the tab 'Menu' is already declared at \(line + 1):11")
    }

    @Test func aFileOfTheMostTabsLoadsThemAll() throws {
        let tabs = (0..<RoutesFile.maxTabs).map { "  - {tab: T\($0), root: giuseppe://menu}\n" }.joined()

        let file = try load("tabs:\n" + tabs)

        #expect(RoutesFile.maxTabs == 64)
        #expect(file.tabs.count == 64)
    }

    @Test func aFileOfMoreTabsThanTheLimitIsAProblemAtTheFirstTabBeyondIt() {
        let line = firstLine
        let tabs = (0..<10_000).map { "  - {tab: T\($0), root: giuseppe://menu}\n" }.joined()

        #expect(
            problems("tabs:\n" + tabs)
                == "tabs.yaml:\(line + 65):5: the file declares 10000 tabs; a routes file may declare at most 64")
    }

    @Test func aRootLinkThatOpensNothingIsAProblemAtTheLink() {
        let line = firstLine
        #expect(
            problems("tabs:\n  - {tab: Basket, root: giuseppe://basket}\n")
                == "tabs.yaml:\(line + 1):25: the root link of the tab 'Basket' opens no screen: no link pattern uses the host 'basket'"
        )
    }

    @Test func aGuardedRootIsAProblem() {
        let line = firstLine
        #expect(
            problems("tabs:\n  - {tab: Account, root: giuseppe://account}\n")
                == "tabs.yaml:\(line + 1):26: the root of the tab 'Account' requires 'signedIn'; a tab's root is always "
                + "shown, so it may not require a guard")
    }

    @Test func tabRootProblemsAreReportedBesideEveryOtherProblem() {
        let line = firstLine

        let file: String =
            "tabs:\n  - {tab: Menu, root: giuseppe://menu}\n  - {tab: Menu, root: giuseppe://account}\n"
            + "  - {tab: Account, root: giuseppe://account}\nextras: 1\n"
        let alwaysShown: String = "a tab's root is always shown, so it may not require a guard"
        let expected: [String] = [
            "tabs.yaml:\(line + 2):11: the tab 'Menu' is already declared at \(line + 1):11",
            "tabs.yaml:\(line + 2):23: the root of the tab 'Menu' requires 'signedIn'; \(alwaysShown)",
            "tabs.yaml:\(line + 3):26: the root of the tab 'Account' requires 'signedIn'; \(alwaysShown)",
            "tabs.yaml:\(line + 4):1: unknown key 'extras'; expected one of version, routes, links, tabs, guards",
        ]

        let reported = problems(file)

        #expect(reported == expected.joined(separator: "\n"))
    }

    @Test func aTabWithoutARootIsAProblem() {
        #expect(problems("tabs:\n  - tab: Menu\n").contains("'root'"))
    }
}
