/// One record on the pipes between `run --jobs` and its worker processes: a kind, then the
/// payload's length (four bytes, most significant first), then the payload.
///
/// The parent writes a worker's job to its standard input (``file``, ``flow``, and the
/// routes file's ``routesPath`` and ``routesText`` when one is named); the worker writes
/// everything it would print to its standard output, in the order printed (``output`` and
/// ``error``, each already escaped for a terminal), and last its ``outcome``.
struct WorkerFrame: Equatable {
    /// What a frame holds.
    enum Kind: UInt8, CaseIterable {
        /// The flow file's name, as given on the command line (UTF-8).
        case file = 0x6E  // n
        /// The flow file's bytes.
        case flow = 0x66  // f
        /// The routes file's name, as given on the command line (UTF-8).
        case routesPath = 0x70  // p
        /// The routes file's bytes.
        case routesText = 0x74  // t
        /// Text the worker printed on standard output.
        case output = 0x6F  // o
        /// Text the worker printed on standard error.
        case error = 0x65  // e
        /// How the flow ended (``WorkerOutcome``, as JSON).
        case outcome = 0x72  // r
    }

    /// The bytes before a payload: the kind and the length.
    static let headerSize = 5

    let kind: Kind
    let payload: [UInt8]

    init(_ kind: Kind, _ payload: some Collection<UInt8>) {
        self.kind = kind
        self.payload = Array(payload)
    }

    /// The frame as written on a pipe.
    var bytes: [UInt8] {
        var bytes = Self.header(kind, count: payload.count)
        bytes += payload
        return bytes
    }

    /// The header of a frame of `kind` whose payload is `count` bytes (at most 4 GiB - 1,
    /// more than any file the command line reads).
    static func header(_ kind: Kind, count: Int) -> [UInt8] {
        let length = UInt32(truncatingIfNeeded: count)
        return [
            kind.rawValue, UInt8(length >> 24), UInt8((length >> 16) & 0xFF), UInt8((length >> 8) & 0xFF), UInt8(length & 0xFF),
        ]
    }

    /// The frames `bytes` holds, in order.
    /// - Returns: Every whole frame, and whether the bytes ended with one: `false` when
    ///   they end in the middle of a frame, or a frame has a kind no ``Kind`` names (the
    ///   frames before it are returned).
    static func frames(in bytes: [UInt8]) -> (frames: [WorkerFrame], complete: Bool) {
        var frames: [WorkerFrame] = []
        var at = 0
        while at < bytes.count {
            guard bytes.count - at >= headerSize, let kind = Kind(rawValue: bytes[at]) else { return (frames, false) }
            let length = bytes[(at + 1)...(at + 4)].reduce(0) { $0 << 8 | Int($1) }
            let start = at + headerSize
            guard bytes.count - start >= length else { return (frames, false) }
            frames.append(WorkerFrame(kind, bytes[start..<(start + length)]))
            at = start + length
        }
        return (frames, true)
    }
}
