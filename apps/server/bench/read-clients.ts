// Child process of read-load.ts: `connections` HTTP clients read one URL in a loop until the parent says
// "stop", then report every latency's summary. A process of its own, as a load generator is: the clients'
// own work must not weigh on the server's event loop.
interface Start {
  url: string;
  cookie: string;
  connections: number;
}

let running = true;
const latencies: number[] = [];
let errors = 0;

async function client(start: Start): Promise<void> {
  while (running) {
    const t0 = performance.now();
    try {
      // Node's global fetch keeps connections alive and opens as many per origin as there are clients.
      const res = await fetch(start.url, { headers: { cookie: start.cookie } });
      await res.arrayBuffer();
      if (res.status !== 200) errors++;
    } catch {
      errors++;
    }
    latencies.push(performance.now() - t0);
  }
}

process.on("message", (message: Start | "stop") => {
  if (message === "stop") {
    running = false;
    return;
  }
  void Promise.all(Array.from({ length: message.connections }, () => client(message))).then(() => {
    latencies.sort((a, b) => a - b);
    const p99 = latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * 0.99))] ?? Number.NaN;
    process.send?.({ p99Ms: p99, errors, requests: latencies.length }, () => process.exit(0));
  });
});
