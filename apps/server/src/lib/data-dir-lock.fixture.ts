import { lockDataDir } from "./data-dir-lock";

/**
 * A process that holds the lock of `argv[2]` with short timings (stale 1.5 s, heartbeat 0.3 s) for the lock
 * tests: `block <ms>` on stdin blocks its event loop synchronously, `release` releases and exits 0.
 */
const dataDir = process.argv[2] ?? "";
const release = await lockDataDir(dataDir, "SoraCity", (err) => console.log(`compromised: ${err.message}`), {
  staleMs: 1500,
  updateMs: 300,
});
console.log("locked");
process.stdin.setEncoding("utf8");
process.stdin.on("data", (line: string) => {
  const [command, arg] = line.trim().split(" ");
  if (command === "block") {
    const until = Date.now() + Number(arg);
    while (Date.now() < until) {
      // a synchronous block of the event loop, like a huge parse on the main thread
    }
    console.log("unblocked");
  } else if (command === "release") {
    void release().then(() => process.exit(0));
  }
});
