import RouterCommandLine

await CommandLineApp(
    name: "bakery", version: "1.0.0",
    plugins: { [BakeryPlugin()] },
    home: BakeryPlugin.home, tabs: BakeryPlugin.tabs,
    exampleLink: "bakery://shelf/Breads/Croissant"
).main()
