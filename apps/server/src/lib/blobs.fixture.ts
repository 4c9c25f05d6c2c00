import { existsSync } from "node:fs";
import path from "node:path";
import { FileBlobStore } from "./blobs";

/**
 * A process killed by SIGKILL in the middle of a blob write, for blobs.partials.int.test.ts: it starts writing
 * 64 MB to key `argv[3]` of a FileBlobStore at `argv[2]` and, once the write's temporary file is there (the write
 * goes on chunk by chunk between turns of the event loop), kills itself as `kill -9` would.
 */
const [root = "", key = ""] = process.argv.slice(2);
const partial = `${path.join(root, ...key.split("/"))}.${process.pid}.partial`;
const watch = () => {
  if (existsSync(partial)) process.kill(process.pid, "SIGKILL");
  else setImmediate(watch);
};
watch();
await new FileBlobStore(root).put(key, Buffer.alloc(64 * 1024 * 1024, 7));
console.log("written"); // only when the write won the race with the watcher: the test then fails
