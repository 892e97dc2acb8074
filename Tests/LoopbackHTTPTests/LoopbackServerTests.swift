import Foundation
import LoopbackHTTP
import TestKit
import Testing

/// The server over real sockets on 127.0.0.1: what a browser and a hostile local client see
/// (docs/development.md#the-loopback-http-server). Timeouts are short here, and no assertion is
/// about time: each test waits for an answer, and a client's guard fails a server that hangs.
struct LoopbackServerTests {
    func testARequestReachesTheHandlerAndItsAnswerComesBack() throws {
        let running = try RunningServer { request in
            .text(201, "\(request.method) \(request.path) \(request.query["token"] ?? "-") \(request.headers["X-Stretchy-Token"] ?? "-")")
        }
        let client = try running.client()
        let response = try client.exchange("GET /api/presets/a%20b?token=t0k HTTP/1.1\r\nHost: 127.0.0.1\r\nx-stretchy-token: h\r\n\r\n")
        expectEqual(response.statusLine, "HTTP/1.1 201 Created")
        expectEqual(response.header("Content-Type"), "text/plain; charset=utf-8")
        expectEqual(response.header("Connection"), "keep-alive")
        expectEqual(response.text, "GET /api/presets/a b t0k h")
    }

    func testTwoRequestsOnOneConnectionThenClose() throws {
        let running = try RunningServer()
        let client = try running.client()
        try expectEqual(client.exchange("GET /one HTTP/1.1\r\nHost: a\r\n\r\n").text, "GET /one ? 0")
        try expectEqual(client.exchange("PUT /two?b=2&a=1 HTTP/1.1\r\nHost: a\r\nContent-Length: 3\r\n\r\nabc").text, "PUT /two ?a=1&b=2 3")
        let last = try client.exchange("GET /three HTTP/1.1\r\nHost: a\r\nConnection: close\r\n\r\n")
        expectEqual(last.text, "GET /three ? 0")
        expectEqual(last.header("Connection"), "close")
        expect(try client.isClosedByServer())
    }

    func testPipelinedRequestsAreAnsweredInOrder() throws {
        let running = try RunningServer()
        let client = try running.client()
        try client.send("GET /1 HTTP/1.1\r\n\r\nGET /2 HTTP/1.1\r\n\r\nGET /3 HTTP/1.1\r\nConnection: close\r\n\r\n")
        try expectEqual(client.readResponse().text, "GET /1 ? 0")
        try expectEqual(client.readResponse().text, "GET /2 ? 0")
        try expectEqual(client.readResponse().text, "GET /3 ? 0")
        expect(try client.isClosedByServer())
    }

    func testHttp10ClosesUnlessAskedToKeepAlive() throws {
        let running = try RunningServer()
        let closing = try running.client()
        try expectEqual(closing.exchange("GET / HTTP/1.0\r\n\r\n").header("Connection"), "close")
        expect(try closing.isClosedByServer())
        let keeping = try running.client()
        try expectEqual(keeping.exchange("GET / HTTP/1.0\r\nConnection: keep-alive\r\n\r\n").header("Connection"), "keep-alive")
        try expectEqual(keeping.exchange("GET /again HTTP/1.0\r\n\r\n").text, "GET /again ? 0")
    }

    func testHeadGetsTheLengthWithoutTheBody() throws {
        let running = try RunningServer { _ in .text(200, "twelve bytes") }
        let client = try running.client()
        try client.send("HEAD / HTTP/1.1\r\n\r\n")
        let response = try client.readResponse(head: true)
        expectEqual(response.header("Content-Length"), "12")
        // The next response starts right after the head: no body was sent.
        try expectEqual(client.exchange("GET / HTTP/1.1\r\n\r\n").text, "twelve bytes")
    }

    /// A client that sends half a request and stalls, and one that sends nothing, do not keep a
    /// third from being served; the stalled one is still served when it finishes.
    func testASlowClientDoesNotBlockAnother() throws {
        let running = try RunningServer()
        let silent = try running.client()
        let slow = try running.client()
        try slow.send("GET /slow HTTP/1.1\r\nHost: 127.")
        let prompt = try running.client()
        try expectEqual(prompt.exchange("GET /prompt HTTP/1.1\r\n\r\n").text, "GET /prompt ? 0")
        try slow.send("0.0.1\r\n\r\n")
        try expectEqual(slow.readResponse().text, "GET /slow ? 0")
        try expectEqual(silent.exchange("GET /silent HTTP/1.1\r\n\r\n").text, "GET /silent ? 0")
    }

    /// 64 connections that pipeline requests for large answers and never read one (no token
    /// needed: any answer will do) cannot keep anyone else out: with the studio's own limits,
    /// every real request on a new connection is answered within a second.
    func testClientsThatNeverReadDoNotKeepOthersOut() throws {
        let page = [UInt8](repeating: 0x61, count: 256 * 1024)
        let handled = Counter()
        let running = try RunningServer(limits: HTTPLimits()) { request in
            handled.increment()
            return request.path == "/page" ? HTTPResponse(status: 200, body: page) : .text(200, request.path)
        }
        let flood = Array(String(repeating: "GET /page HTTP/1.1\r\nHost: a\r\n\r\n", count: 32).utf8)
        let readers = try (0..<64).map { _ in try TestClient(port: running.port, receiveBuffer: 4096) }
        for reader in readers { try reader.send(flood) }
        // Until every reader has been answered and the server has stopped answering them (their
        // buffers are full): then every connection up to the cap waits on a client that reads nothing.
        let deadline = ContinuousClock.now + .seconds(TestClient.guardSeconds)
        var seen = -1
        while handled.count < readers.count || handled.count != seen, ContinuousClock.now < deadline {
            seen = handled.count
            usleep(300_000)
        }
        for index in 0..<10 {
            let started = ContinuousClock.now
            let response = try running.client().exchange("GET /real/\(index) HTTP/1.1\r\nHost: a\r\n\r\n")
            expectEqual(response.text, "/real/\(index)")
            expect(ContinuousClock.now - started < .seconds(1), "request \(index)")
        }
        expectEqual(readers.count, 64)
    }

    /// A client that takes none of its answer is dropped once the send timeout has passed: its
    /// connection ends with the answer cut short.
    func testAClientThatTakesNothingIsDroppedAfterTheSendTimeout() throws {
        let page = [UInt8](repeating: 0x61, count: 16 << 20)  // more than the kernel buffers for it
        let running = try RunningServer(
            limits: HTTPLimits(
                headerTimeout: .seconds(20), idleTimeout: .seconds(20),
                sendTimeout: .milliseconds(200))
        ) { _ in
            HTTPResponse(status: 200, body: page)
        }
        let client = try TestClient(port: running.port, receiveBuffer: 4096)
        try client.send("GET /page HTTP/1.1\r\nHost: a\r\n\r\n")
        usleep(1_000_000)
        expect((try? client.readResponse())?.body.count != page.count)
    }

    /// Past the limit of answers sent ahead of a client that pipelines without reading, the last
    /// answer says `Connection: close` and the connection ends; the client sends the rest again.
    func testAClientPipeliningPastTheLimitIsAnsweredThatFarThenClosed() throws {
        let running = try RunningServer(limits: HTTPLimits(headerTimeout: .seconds(20), idleTimeout: .seconds(20), pipelined: 3))
        let client = try running.client()
        try client.send(String(repeating: "GET /again HTTP/1.1\r\n\r\n", count: 6))
        let answers = try (0..<3).map { _ in try client.readResponse() }
        expectEqual(answers.map(\.text), Array(repeating: "GET /again ? 0", count: 3))
        expectEqual(answers.map { $0.header("Connection") }, ["keep-alive", "keep-alive", "close"])
        expect(try client.isClosedByServer())
        try expectEqual(running.client().exchange("GET /next HTTP/1.1\r\n\r\n").text, "GET /next ? 0")
    }

    /// A handler that takes its time holds up its own connection only.
    func testASlowHandlerDoesNotBlockAnotherConnection() throws {
        let gate = DispatchSemaphore(value: 0)
        let entered = DispatchSemaphore(value: 0)
        let running = try RunningServer { request in
            if request.path == "/wait" {
                entered.signal()
                gate.wait()
            }
            return .text(200, request.path)
        }
        let waiting = try running.client()
        try waiting.send("GET /wait HTTP/1.1\r\n\r\n")
        expectEqual(entered.wait(timeout: .now() + 4), .success)
        try expectEqual(running.client().exchange("GET /other HTTP/1.1\r\n\r\n").text, "/other")
        gate.signal()
        try expectEqual(waiting.readResponse().text, "/wait")
    }

    func testABodyOverTheLimitIs413WithoutSendingIt() throws {
        let calls = Counter()
        let running = try RunningServer { _ in
            calls.increment(); return .text(200, "")
        }
        let client = try running.client()
        // Not a byte of the body is sent: the answer must come from the header alone.
        let response = try client.exchange("PUT /api/presets/a HTTP/1.1\r\nHost: a\r\nContent-Length: \((1 << 20) + 1)\r\n\r\n")
        expectEqual(response.status, 413)
        expectEqual(response.header("Connection"), "close")
        expect(try client.isClosedByServer())
        expectEqual(calls.count, 0)
    }

    func testABodyOfExactlyTheLimitIsRead() throws {
        let running = try RunningServer()
        let client = try running.client()
        let body = [UInt8](repeating: UInt8(ascii: "x"), count: 1 << 20)
        try client.send("PUT /big HTTP/1.1\r\nContent-Length: \(body.count)\r\n\r\n")
        try client.send(body)
        try expectEqual(client.readResponse().text, "PUT /big ? \(1 << 20)")
    }

    func testExpectContinueGets100ThenTheAnswer() throws {
        let running = try RunningServer()
        let client = try running.client()
        try client.send("PUT /x HTTP/1.1\r\nExpect: 100-continue\r\nContent-Length: 4\r\n\r\n")
        try expectEqual(client.readResponse().status, 100)
        try client.send("body")
        try expectEqual(client.readResponse().text, "PUT /x ? 4")
    }

    /// What the server answers itself, over a socket: the status, `Connection: close`, the end
    /// of the connection, and the handler never called.
    func testTheServerAnswersBadRequestsItself() throws {
        for (request, status) in [
            ("GET /../etc/passwd HTTP/1.1\r\n\r\n", 400),
            ("GET /%2e%2e/%2e%2e/etc/passwd HTTP/1.1\r\n\r\n", 400),
            ("GET /%2E./secret HTTP/1.1\r\n\r\n", 400),
            ("GET /a%2fb HTTP/1.1\r\n\r\n", 400),
            ("GET /..\\..\\x HTTP/1.1\r\n\r\n", 400),
            ("GET /a%00 HTTP/1.1\r\n\r\n", 400),
            ("GET /%c0%ae%c0%ae/x HTTP/1.1\r\n\r\n", 400),
            ("GET / HTTP/1.1\nHost: a\n\n", 400),
            ("GET / HTTP/2.0\r\n\r\n", 505),
            ("nonsense\r\n\r\n", 400),
            ("GET / HTTP/1.1\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\nab", 400),
            ("POST / HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n", 501),
            ("GET /" + String(repeating: "a", count: 9000) + " HTTP/1.1\r\n\r\n", 414),
            ("GET / HTTP/1.1\r\nX: " + String(repeating: "a", count: 9000) + "\r\n\r\n", 431),
            ("GET / HTTP/1.1\r\n" + (0...100).map { "X-\($0): v\r\n" }.joined() + "\r\n", 431),
        ] {
            try TestRow.$current.withValue(String(describing: (request, status))) { try self.theServerAnswersBadRequestsItself(request, status) }
        }
    }

    func theServerAnswersBadRequestsItself(_ request: String, _ status: Int) throws {
        let calls = Counter()
        let running = try RunningServer { _ in
            calls.increment(); return .text(200, "")
        }
        let client = try running.client()
        let response = try client.exchange(request)
        expectEqual(response.status, status)
        expectEqual(response.header("Connection"), "close")
        expect(try client.isClosedByServer())
        expectEqual(calls.count, 0)
    }

    func testATruncatedRequestThenTheEndIs400() throws {
        let running = try RunningServer()
        let client = try running.client()
        try client.send("PUT /x HTTP/1.1\r\nContent-Length: 10\r\n\r\nonly")
        client.finishSending()
        try expectEqual(client.readResponse().status, 400)
    }

    func testARequestTooSlowToArriveGets408() throws {
        let running = try RunningServer(limits: HTTPLimits(headerTimeout: .milliseconds(150), idleTimeout: .seconds(20)))
        let partial = try running.client()
        try partial.send("GET / HTTP/1.1\r\nHost:")
        let silent = try running.client()
        try expectEqual(partial.readResponse().status, 408)
        expect(try partial.isClosedByServer())
        // A connection that never sent a byte is closed without an answer.
        expect(try silent.isClosedByServer())
    }

    func testAnIdleKeptAliveConnectionIsClosed() throws {
        let running = try RunningServer(limits: HTTPLimits(headerTimeout: .seconds(20), idleTimeout: .milliseconds(150)))
        let client = try running.client()
        try expectEqual(client.exchange("GET / HTTP/1.1\r\n\r\n").status, 200)
        expect(try client.isClosedByServer())
    }

    /// At the cap, a new connection is served and the one idle the longest makes room.
    func testAtTheCapTheLongestIdleConnectionMakesRoom() throws {
        let running = try RunningServer(limits: HTTPLimits(headerTimeout: .seconds(20), idleTimeout: .seconds(20), connections: 3))
        let idle = try (0..<3).map { index in
            let client = try running.client()
            try expectEqual(client.exchange("GET /\(index) HTTP/1.1\r\n\r\n").status, 200)
            // Far enough apart that which is idle the longest does not depend on how soon each
            // connection's thread got back to waiting on a busy machine.
            usleep(200_000)
            return client
        }
        let newcomer = try running.client()
        try expectEqual(newcomer.exchange("GET /new HTTP/1.1\r\n\r\n").text, "GET /new ? 0")
        expect(try idle[0].isClosedByServer())
        try expectEqual(idle[2].exchange("GET /still HTTP/1.1\r\n\r\n").text, "GET /still ? 0")
    }

    /// Many silent connections at the cap cannot keep a real client out.
    func testSilentConnectionsAtTheCapDoNotKeepAClientOut() throws {
        let running = try RunningServer(limits: HTTPLimits(headerTimeout: .seconds(20), idleTimeout: .seconds(20), connections: 4))
        let silent = try (0..<12).map { _ in try running.client() }
        try expectEqual(running.client().exchange("GET /served HTTP/1.1\r\n\r\n").text, "GET /served ? 0")
        expectEqual(silent.count, 12)
    }

    /// When every connection at the cap is inside the handler, a new one gets 503.
    func testAtTheCapWithEveryConnectionBusyANewOneGets503() throws {
        let gate = DispatchSemaphore(value: 0)
        let entered = DispatchSemaphore(value: 0)
        let running = try RunningServer(limits: HTTPLimits(connections: 2)) { request in
            entered.signal()
            gate.wait()
            return .text(200, request.path)
        }
        let busy = try (0..<2).map { index in
            let client = try running.client()
            try client.send("GET /\(index) HTTP/1.1\r\n\r\n")
            expectEqual(entered.wait(timeout: .now() + 4), .success)
            return client
        }
        let refused = try running.client()
        try expectEqual(refused.readResponse().status, 503)
        gate.signal()
        gate.signal()
        try expectEqual(busy[0].readResponse().text, "/0")
        try expectEqual(busy[1].readResponse().text, "/1")
    }

    /// Clients on threads of their own, each with a kept-alive connection, all get their answers.
    func testConcurrentClientsAreAllServed() throws {
        let running = try RunningServer()
        let answered = Counter()
        let group = DispatchGroup()
        for worker in 0..<12 {
            group.enter()
            Thread.detachNewThread {
                defer { group.leave() }
                guard let client = try? running.client() else { return }
                for index in 0..<10 {
                    let body = String(repeating: "b", count: worker + index)
                    let request = "PUT /\(worker)/\(index) HTTP/1.1\r\nContent-Length: \(body.count)\r\n\r\n\(body)"
                    if (try? client.exchange(request))?.text == "PUT /\(worker)/\(index) ? \(body.count)" { answered.increment() }
                }
            }
        }
        expectEqual(group.wait(timeout: .now() + 4), .success)
        expectEqual(answered.count, 120)
    }

    /// At a cap far below the clients, connections are closed to make room, but never between a
    /// request reaching the handler and its answer: every request handled is answered.
    func testAtTheCapEveryHandledRequestIsAnswered() throws {
        let handled = Counter()
        let running = try RunningServer(limits: HTTPLimits(headerTimeout: .seconds(20), idleTimeout: .seconds(20), connections: 2)) { request in
            handled.increment()
            return .text(200, request.path)
        }
        let answered = Counter()
        let group = DispatchGroup()
        for worker in 0..<8 {
            group.enter()
            Thread.detachNewThread {
                defer { group.leave() }
                for round in 0..<5 {
                    guard let client = try? running.client() else { continue }
                    for index in 0..<4 {
                        guard let response = try? client.exchange("GET /\(worker)/\(round)/\(index) HTTP/1.1\r\n\r\n") else { break }
                        if response.text == "/\(worker)/\(round)/\(index)" { answered.increment() }
                        if response.status != 200 { break }
                    }
                }
            }
        }
        expectEqual(group.wait(timeout: .now() + 4), .success)
        expect(answered.count > 0)
        expectEqual(answered.count, handled.count)
    }

    func testABodyOverTheLimitSentAnywayGets413() throws {
        let running = try RunningServer(limits: HTTPLimits(body: 1000, headerTimeout: .seconds(20), idleTimeout: .seconds(20)))
        let client = try running.client()
        try client.send("PUT /x HTTP/1.1\r\nContent-Length: 300000\r\n\r\n")
        try client.send([UInt8](repeating: 0x41, count: 300_000))
        try expectEqual(client.readResponse().status, 413)
        expect(try client.isClosedByServer())
    }

    /// `stop()` while a handler runs: the handler finishes, then `run()` returns and the
    /// connection ends (its answer may or may not have gone out first).
    func testStopWhileAHandlerRunsLetsItFinish() throws {
        let gate = DispatchSemaphore(value: 0)
        let entered = DispatchSemaphore(value: 0)
        let finished = Counter()
        let running = try RunningServer { _ in
            entered.signal()
            gate.wait()
            finished.increment()
            return .text(200, "")
        }
        let client = try running.client()
        try client.send("GET / HTTP/1.1\r\n\r\n")
        expectEqual(entered.wait(timeout: .now() + 4), .success)
        running.server.stop()
        gate.signal()
        expect(running.stop())
        expectEqual(finished.count, 1)
        expect(try client.endsAfterWhatItSent())
    }

    func testStopMakesRunReturnAndClosesEverything() throws {
        let running = try RunningServer()
        let client = try running.client()
        try expectEqual(client.exchange("GET / HTTP/1.1\r\n\r\n").status, 200)
        let stalled = try running.client()
        try stalled.send("GET / HTTP/1.1\r\n")
        let port = running.port
        expect(running.stop())
        expect(try client.isClosedByServer())
        expect(try stalled.isClosedByServer())
        expect(TestClient.isRefused(port: port))
    }

    func testStopFromAnotherThreadBeforeRunStillEndsRun() throws {
        let server = try LoopbackServer(host: "127.0.0.1", port: 0) { _ in .text(200, "") }
        let stopped = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            server.stop()
            stopped.signal()
        }
        expectEqual(stopped.wait(timeout: .now() + 4), .success)
        server.run()
        server.run()
    }

    func testAPortInUseIsAddressInUse() throws {
        let running = try RunningServer()
        expect(throws: LoopbackServerError.addressInUse(running.port)) {
            try LoopbackServer(host: "127.0.0.1", port: running.port) { _ in .text(200, "") }
        }
        // The first server is unharmed.
        try expectEqual(running.client().exchange("GET / HTTP/1.1\r\n\r\n").status, 200)
    }

    func testAHostBeyondLoopbackIsRefused() {
        for host in [
            "0.0.0.0", "192.168.1.1", "example.com", "10.0.0.1", "::", "[::]", "::ffff:127.0.0.1",
            "128.0.0.1", "127.0.0.1.nip.io", " 127.0.0.1", "127.1", "", "localhost.example.com", "*",
        ] {
            TestRow.$current.withValue(String(describing: host)) { self.aHostBeyondLoopbackIsRefused(host) }
        }
    }

    func aHostBeyondLoopbackIsRefused(_ host: String) {
        expect(throws: LoopbackServerError.notLoopback(host)) {
            try LoopbackServer(host: host, port: 0) { _ in .text(200, "") }
        }
    }

    func testLoopbackHostsAreServed() throws {
        for host in ["127.0.0.1", "localhost", "LocalHost", "127.0.0.2", "127.255.255.254"] {
            try TestRow.$current.withValue(String(describing: host)) { try self.loopbackHostsAreServed(host) }
        }
    }

    func loopbackHostsAreServed(_ host: String) throws {
        let server = try LoopbackServer(host: host, port: 0) { _ in .text(200, "") }
        expect(server.port > 0)
    }

    /// `::1` is loopback: it is served, or the machine has no IPv6 loopback to bind.
    func testTheIPv6LoopbackIsNeverRefusedAsBeyondLoopback() {
        for host in ["::1", "[::1]"] {
            TestRow.$current.withValue(String(describing: host)) { self.theIPv6LoopbackIsNeverRefusedAsBeyondLoopback(host) }
        }
    }

    func theIPv6LoopbackIsNeverRefusedAsBeyondLoopback(_ host: String) {
        do {
            let server = try LoopbackServer(host: host, port: 0) { _ in .text(200, "") }
            expect(server.port > 0)
        } catch {
            guard case .cannotListen = error else {
                Issue.record("refused \(host): \(error)")
                return
            }
        }
    }

    func testAPortOutOfRangeCannotListen() {
        expect {
            try LoopbackServer(host: "127.0.0.1", port: 70000) { _ in .text(200, "") }
        } throws: { error in
            guard case LoopbackServerError.cannotListen = error else { return false }
            return true
        }
    }
}
