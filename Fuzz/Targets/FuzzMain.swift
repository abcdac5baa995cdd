// The one libFuzzer entry point of the fuzz binary: every target is compiled into one
// binary (the library is built once), and the name it is run by picks the target:
// `link-fuzz` (a link to the binary, made by Fuzz/run) fuzzes the link matcher, and so on.
// A name that is none of the targets' stops at the first input, saying which names work.
import Glibc

/// The target the binary runs as: its name without the directory and the `-fuzz` ending.
private let fuzzTarget: String = {
    let name = CommandLine.arguments.first.map { String($0.split(separator: "/").last ?? "") } ?? ""
    return name.hasSuffix("-fuzz") ? String(name.dropLast("-fuzz".count)) : name
}()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    switch fuzzTarget {
    case "yaml": return yamlFuzzOneInput(data, size)
    case "routes": return routesFuzzOneInput(data, size)
    case "link": return linkFuzzOneInput(data, size)
    case "flow": return flowFuzzOneInput(data, size)
    case "stack": return stackFuzzOneInput(data, size)
    default:
        let message = "fuzz: run as yaml-fuzz, routes-fuzz, link-fuzz, flow-fuzz or stack-fuzz, not '\(fuzzTarget)'\n"
        writeStandardError(message)
        exit(2)
    }
}
