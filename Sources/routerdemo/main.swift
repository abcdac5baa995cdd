/// Entry point: the demo's command line (see ``DemoCommandLine``), from `RouterCommandLine`.
await DemoCommandLine.app.main()
