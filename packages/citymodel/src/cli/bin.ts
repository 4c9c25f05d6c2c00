// The process entry of `npm run -s citymodel -- <info|geojson> <file>` (package.json "cli").
import { main } from "./main";

process.exitCode = await main(process.argv.slice(2), { stdout: process.stdout, stderr: process.stderr });
