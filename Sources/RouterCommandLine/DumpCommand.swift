import Router
import RouterYAML

/// `dump FILE`: prints a YAML file as JSON, for debugging a routes file.
enum DumpCommand {
    /// - Returns: 0 with the JSON on stdout (`null` for an empty document), 1 with the
    ///   positioned error on stderr (a syntax error, or a mapping whose keys have equal text,
    ///   like `{1, "1"}`, which JSON cannot represent), 2 when the file cannot be read.
    static func run(path: String) -> Int32 {
        let bytes: [UInt8]
        do {
            bytes = try InputFile.read(path)
        } catch {
            Console.error(error.description)
            return 2
        }
        let name = path == "-" ? "<stdin>" : Console.inline(path)
        do {
            let document = try YAMLParser().parse(bytes: bytes)
            if let (first, second) = document?.keysWithEqualText {
                Console.error(
                    "\(name):\(second.line):\(second.column): this key has the same text as the key "
                        + "at \(first.line):\(first.column); JSON cannot tell them apart")
                return 1
            }
            // Written in pieces (each ends between tokens, never inside a character), so the
            // JSON of a large file is never all in memory at once.
            if let document {
                document.writeJSON { piece in Console.jsonPiece(String(decoding: piece, as: UTF8.self)) }
                Console.json("")
            } else {
                Console.json("null")
            }
            return 0
        } catch {
            Console.error("\(name):\(error.line):\(error.column): \(error.message)")
            return 1
        }
    }
}
