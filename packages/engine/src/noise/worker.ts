// Worker-thread entry (piscina). A run first builds the source views, shared out between the threads
// (`views` tasks), then computes tiles of receivers with all of them (`tile` tasks). The prepared scene
// (obstacle index, sources) is cached per run key so each thread builds it once per run.
import { deserialize, serialize } from "node:v8";
import type { LevelArrays, PreparedScene } from "./prepare";
import { computeRange, prepareScene } from "./prepare";
import type { NoiseScene } from "./scene";
import { BAND_COUNT } from "./bands";
import { SourceView } from "./sourceView";
import { slotWriter } from "./progress";

interface RunTask {
  key: string;
  /** The scene, v8-serialized once per run into shared memory (a clone per task cost ~10 ms). */
  scene: SharedArrayBuffer;
  /** The run's progress slots ({@link slotWriter}) and this task's slot, for its fraction done as it goes. */
  progress?: { buffer: SharedArrayBuffer; slot: number };
}

/** Build the views of the prepared sources s with s % parts === part. */
export interface ViewsTask extends RunTask {
  kind: "views";
  part: number;
  parts: number;
}

/** Per prepared source, its shared view (null: none, the grid walk); unset for sources not in the part. */
export type SharedViews = (SharedArrayBuffer | null | undefined)[];

/** One tile: receivers as typed arrays (transferred) and the views of every source. */
export interface TileTask extends RunTask {
  kind: "tile";
  x: Float64Array;
  y: Float64Array;
  z: Float64Array;
  perBand: boolean;
  views: SharedViews;
}

let cached: { key: string; prepared: PreparedScene; viewsAdopted: boolean } | null = null;

function prepared(task: RunTask): NonNullable<typeof cached> {
  if (cached?.key !== task.key) {
    const scene = deserialize(new Uint8Array(task.scene)) as NoiseScene;
    cached = { key: task.key, prepared: prepareScene(scene), viewsAdopted: false };
  }
  return cached;
}

/** The scene in shared memory for {@link RunTask.scene}. */
export function shareScene(scene: NoiseScene): SharedArrayBuffer {
  const bytes = serialize(scene);
  const shared = new SharedArrayBuffer(bytes.byteLength);
  new Uint8Array(shared).set(bytes);
  return shared;
}

function buildViews(task: ViewsTask): SharedViews {
  const { sources, propagator } = prepared(task).prepared;
  const progress = task.progress ? slotWriter(task.progress.buffer, task.progress.slot) : () => undefined;
  const mine = Math.ceil((sources.length - task.part) / task.parts);
  let built = 0;
  return sources.map((source, s) => {
    if (s % task.parts !== task.part) return undefined;
    const view = propagator.viewOf(source)?.share() ?? null;
    progress(++built / mine);
    return view;
  });
}

function computeTile(task: TileTask): LevelArrays {
  const run = prepared(task);
  const { sources, propagator, index } = run.prepared;
  if (!run.viewsAdopted) {
    sources.forEach((source, s) => {
      const shared = task.views[s];
      if (shared !== undefined)
        propagator.adoptView(source, shared && new SourceView(index, source.x, source.y, shared));
    });
    run.viewsAdopted = true;
  }
  const n = task.x.length;
  const out: LevelArrays = { LA: new Float32Array(n) };
  if (task.perBand) out.bands = new Float32Array(n * BAND_COUNT);
  const progress = task.progress && slotWriter(task.progress.buffer, task.progress.slot);
  computeRange(run.prepared, task, 0, n, out, progress ? { onProgress: progress } : {});
  return out;
}

export default function noiseTask(task: ViewsTask | TileTask): SharedViews | LevelArrays {
  return task.kind === "views" ? buildViews(task) : computeTile(task);
}
