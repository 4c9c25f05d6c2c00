import path from "node:path";
import { SingleBar } from "cli-progress";
import { CityModelError } from "@soracity/citymodel";
import { loadConfig } from "../config";
import { openDatabase } from "../db/client";
import { DataDirLockedError, lockDataDir } from "../lib/data-dir-lock";
import {
  findCityGmlFiles,
  type ImportProgress,
  UnknownCityError,
} from "../modules/buildings/buildings.import";
import { createCatalogue } from "../modules/cities/catalogue.wiring";
import { IMPORT_USAGE, parseImportArgs, UsageError } from "./import-args";

/** `npm run import -- <udx folder | files> --city <code>`: see IMPORT_USAGE and apps/server/README.md. */
async function main(): Promise<number> {
  const base = process.env.INIT_CWD ?? process.cwd();
  const args = parseImportArgs(process.argv.slice(2), base);
  const config = loadConfig();
  let release: (() => Promise<void>) | undefined;
  if (!config.databaseUrl) {
    // The embedded database has one owner: a running server holds DATA_DIR, so it must stop first.
    release = await lockDataDir(config.dataDir, config.brand.name, (err) => {
      console.error(`Lost the lock on ${config.dataDir}: ${err.message}`);
      process.exit(1);
    });
  }
  const database = await openDatabase(
    config.databaseUrl
      ? { kind: "postgres", url: config.databaseUrl }
      : { kind: "pglite", dir: path.join(config.dataDir, "db") },
  );
  try {
    await database.migrate();
    const services = createCatalogue(database.db);
    await services.cities.seed();
    const files = await findCityGmlFiles(args.paths);
    if (files.length === 0)
      throw new UsageError("No CityGML building files (*_bldg_*.gml or udx/bldg/*.gml) found.");
    console.log(`Importing ${files.length} file(s) into city ${args.cityCode}...`);
    const tty = process.stdout.isTTY;
    const bar = tty
      ? new SingleBar({
          format: "{bar} {percentage}% | {file} | {buildings} buildings | ETA {eta_formatted}",
          hideCursor: true,
        })
      : undefined;
    let lastFile = "";
    const onProgress = (p: ImportProgress) => {
      const payload = { file: path.basename(p.file), buildings: p.buildings };
      if (bar) {
        if (!lastFile) bar.start(p.bytesTotal, 0, payload);
        bar.update(p.bytesDone, payload);
      } else if (p.filesDone > 0 && lastFile !== `${p.file}:${p.filesDone}`) {
        // Plain lines when piped: one per finished file.
        console.log(`[${p.filesDone}/${p.files}] ${path.basename(p.file)}: ${p.buildings} buildings so far`);
      }
      lastFile = `${p.file}:${p.filesDone}`;
    };
    const summary = await services.buildingsImporter.importFiles(files, {
      cityCode: args.cityCode,
      dataYear: args.dataYear,
      onProgress,
    });
    bar?.stop();
    console.log(
      [
        `Done in ${summary.seconds.toFixed(1)} s:`,
        `  files          ${summary.files} (meshes ${summary.meshes.join(", ")})`,
        `  buildings      ${summary.buildings}`,
        `  parts          ${summary.parts}`,
        `  LODs           ${summary.lods.join(", ") || "-"}`,
        `  heights missing ${summary.heightsMissing} (no measuredHeight: LOD1/LOD2 height used)`,
        ...(summary.skipped > 0
          ? [`  skipped        ${summary.skipped} (no footprint or implausible extent)`]
          : []),
      ].join("\n"),
    );
    return 0;
  } finally {
    await database.close();
    await release?.();
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    if (err instanceof UsageError) {
      if (err.message) console.error(err.message);
      console.error(IMPORT_USAGE);
    } else if (err instanceof DataDirLockedError) {
      console.error(
        `${err.message}\nStop the server (Ctrl+C in its terminal), run the import, then start it again.`,
      );
    } else if (err instanceof UnknownCityError) {
      console.error(err.message);
    } else if (err instanceof CityModelError) {
      console.error(`Import stopped, that file's mesh is unchanged: ${err.message}`);
    } else {
      console.error("Import failed:", err);
    }
    process.exit(1);
  },
);
