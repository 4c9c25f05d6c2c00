// The process entry of `npm run -s engine -- <command> <scene.json | ->` (package.json "cli").
import { main, processIo } from "./main";

process.exitCode = await main(process.argv.slice(2), processIo());
