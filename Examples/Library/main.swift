import RouterCommandLine

await CommandLineApp(
    name: "library", version: "1.0.0",
    plugins: { [LibraryPlugin()] },
    home: LibraryPlugin.home,
    account: { LibraryAccount() },
    exampleLink: "library://book/3"
).main()
