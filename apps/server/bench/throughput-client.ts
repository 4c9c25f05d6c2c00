// Child process of throughput.bench.ts: runs autocannon against one URL per message and answers with the
// figures. A process of its own, as a load generator is, so its work does not weigh on the server's loop.
import autocannon from "autocannon";

export interface LoadRequest {
  url: string;
  cookie?: string;
  connections: number;
  seconds: number;
}

export interface LoadResult {
  /** 2xx answers per second. */
  rps: number;
  p99Ms: number;
  /** Connection errors, timeouts and non-2xx answers. */
  errors: number;
  requests: number;
}

process.on("message", (message: LoadRequest) => {
  void autocannon({
    url: message.url,
    connections: message.connections,
    duration: message.seconds,
    headers: message.cookie ? { cookie: message.cookie } : {},
  }).then((result) => {
    const answer: LoadResult = {
      rps: result["2xx"] / result.duration,
      p99Ms: result.latency.p99,
      errors: result.errors + result.timeouts + result.non2xx,
      requests: result.requests.total,
    };
    process.send?.(answer);
  });
});

// The parent's end (or its exit) ends the load generator.
process.on("disconnect", () => process.exit(0));
