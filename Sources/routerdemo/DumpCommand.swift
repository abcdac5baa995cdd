import Router

/// `routerdemo dump FILE`: prints a YAML file as JSON, for debugging a routes file.
enum DumpCommand {
    /// - Returns: 0 with the JSON on stdout (`null` for an empty document), 1 with the
    ///   positioned error on stderr, 2 when the file cannot be read.
    static func run(path: String) -> Int32 {
        let bytes: [UInt8]
        do {
            bytes = try InputFile.read(path)
        } catch {
            Console.error(error.description)
            return 2
        }
        do {
            let document = try YAMLParser().parse(bytes: bytes)
            Console.out(document?.jsonText ?? "null")
            return 0
        } catch {
            Console.error("\(path == "-" ? "<stdin>" : path):\(error.line):\(error.column): \(error.message)")
            return 1
        }
    }
}
