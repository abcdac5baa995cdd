/// Entry point: the demo's command line (see ``DemoCommandLine``), from `RouterCommandLine`.
DemoCommandLine.app.main()
