import { existsSync } from "node:fs";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { blobChunks, projectThumbnails } from "../../db/schema";
import { type BlobStore, blobStoreFor } from "../../lib/blobs";
import { call, multipartFile, ok, png, type TestUser } from "../../test/dashboard";
import { ProjectsRepository } from "../projects/projects.repository";
import { thumbnailKey } from "../projects/projects.thumbnail.service";
import { newModelId } from "./models.keys";
import { SQUARE_GEOJSON, storedModel } from "./models.test-upload";
import { ModelParser } from "./models.parse";
import { type NewProjectModelRow, ProjectModelsRepository } from "./models.repository";
import { ProjectModelsService } from "./models.service";
import { ORPHAN_GRACE_MS, ProjectBlobSweeper } from "./models.sweep";
import { useTestApp } from "../../test/use-test-app";

let blobs: BlobStore;
let alice: TestUser;
let workspaceId: string;

const server = useTestApp();
beforeAll(async () => {
  blobs = blobStoreFor(server.db, server.database.driver, server.dataDir); // the app's store
  alice = await server.signUp("premium");
  workspaceId = (await ok<{ id: string }>(server.app, alice, "POST", "/api/workspaces", { name: "W" })).id;
});

const newProject = async () =>
  (
    await ok<{ id: string }>(server.app, alice, "POST", `/api/workspaces/${workspaceId}/projects`, {
      project_name: "P",
    })
  ).id;
const GEOJSON = Buffer.from(JSON.stringify(SQUARE_GEOJSON));
const uploadModel = (projectId: string) => storedModel(server.app, alice, projectId, "a.geojson", GEOJSON);
const uploadThumbnail = async (projectId: string) => {
  const body = multipartFile("file", "t.png", "image/png", await png(64, 48));
  const res = await call(
    server.app,
    alice,
    "PUT",
    `/api/project/${projectId}/thumbnail`,
    body.payload,
    body.headers,
  );
  expect(res.statusCode, res.body).toBe(200);
};

describe("model files as blobs", () => {
  it("stores an upload under projects/<project>/models/<id><ext>: a file embedded, database chunks on PostgreSQL", async () => {
    const projectId = await newProject();
    const model = await uploadModel(projectId);
    const key = `projects/${projectId}/models/${model.id}.geojson`;
    // Beside the file, the placed buildings (issue 22, F15: out of the database).
    expect(await blobs.list(`projects/${projectId}/`)).toEqual([key, `${key}.features.json`]);
    const onDisk = existsSync(join(server.dataDir, "files", ...key.split("/")));
    const chunks = await server.db.select().from(blobChunks).where(eq(blobChunks.key, key));
    if (server.database.driver === "postgres") {
      expect(onDisk).toBe(false); // any worker reaches it through DATABASE_URL alone
      expect(chunks).toHaveLength(1);
    } else {
      expect(onDisk).toBe(true);
      expect(chunks).toHaveLength(0);
    }
    const file = await call(server.app, alice, "GET", model.file_url);
    expect(Buffer.compare(file.rawPayload, GEOJSON)).toBe(0);

    await ok(server.app, alice, "DELETE", `/api/project/${projectId}/models/${model.id}`, undefined, 204);
    expect(await blobs.list(`projects/${projectId}/`)).toEqual([]);
  });

  it("removes the blob again when the row cannot be inserted", async () => {
    const projectId = await newProject();
    class FailingRepository extends ProjectModelsRepository {
      override insert(_values: NewProjectModelRow): never {
        throw new Error("database gone");
      }
    }
    const parser = new ModelParser();
    const service = new ProjectModelsService(new FailingRepository(server.db), blobs, parser);
    try {
      await expect(
        service.upload(projectId, alice.id, { name: "a.geojson", bytes: GEOJSON }, {}),
      ).rejects.toThrow("database gone");
    } finally {
      await parser.close();
    }
    expect(await blobs.list(`projects/${projectId}/`)).toEqual([]);
  });
});

describe("thumbnails as blobs", () => {
  it("stores the image as a blob named by its time; a new one replaces it; delete removes it", async () => {
    const projectId = await newProject();
    await uploadThumbnail(projectId);
    const [first] = await blobs.list(`projects/${projectId}/`);
    expect(first).toMatch(new RegExp(`^projects/${projectId}/thumbnail-\\d+\\.webp$`));
    const [row] = await server.db
      .select()
      .from(projectThumbnails)
      .where(eq(projectThumbnails.projectId, projectId));
    expect(row?.image.byteLength).toBe(0); // the bytes are in the blob, not in the row
    const image = (await call(server.app, alice, "GET", `/api/project/${projectId}/thumbnail`)).rawPayload;
    expect((await sharp(image).metadata()).format).toBe("webp");

    await new Promise((resolve) => setTimeout(resolve, 5)); // a later millisecond, so another name
    await uploadThumbnail(projectId);
    const after = await blobs.list(`projects/${projectId}/`);
    expect(after).toHaveLength(1);
    expect(after[0]).not.toBe(first);

    await ok(server.app, alice, "DELETE", `/api/project/${projectId}/thumbnail`, undefined, 204);
    expect(await blobs.list(`projects/${projectId}/`)).toEqual([]);
  });

  it("still serves a thumbnail stored in its row (before thumbnails were blobs)", async () => {
    const projectId = await newProject();
    const legacy = await sharp(await png(10, 10))
      .webp()
      .toBuffer();
    await server.db.insert(projectThumbnails).values({ projectId, image: legacy });
    const res = await call(server.app, alice, "GET", `/api/project/${projectId}/thumbnail`);
    expect(Buffer.compare(res.rawPayload, legacy)).toBe(0);
  });
});

describe("sweep of project blobs", () => {
  it("removes deleted projects' blobs and old blobs without rows; keeps live ones and writes in progress", async () => {
    const sweeper = new ProjectBlobSweeper(
      blobs,
      new ProjectModelsRepository(server.db),
      new ProjectsRepository(server.db),
    );
    await sweeper.sweep(); // earlier tests' leftovers, if any
    const live = await newProject();
    const model = await uploadModel(live);
    await uploadThumbnail(live);
    const kept = await blobs.list(`projects/${live}/`);
    expect(kept).toHaveLength(3); // the model's file and features, the thumbnail

    const doomed = await newProject();
    await uploadModel(doomed);
    await uploadThumbnail(doomed);
    await ok(server.app, alice, "DELETE", `/api/project/${doomed}`, undefined, 204);

    // A crash after the blob and before the row: an old upload (v4 id, as before) and one in progress (v7, now).
    const crashed = `projects/${live}/models/6f1c2a4e-8d4b-4c1a-9e2f-0a1b2c3d4e5f.ifc`;
    const inProgress = `projects/${live}/models/${newModelId()}.ifc`;
    const oldThumbnail = thumbnailKey(live, new Date(Date.now() - 2 * ORPHAN_GRACE_MS));
    for (const key of [crashed, inProgress, oldThumbnail]) await blobs.put(key, Buffer.from("x"));

    const report = await sweeper.sweep();
    expect(report.projects).toEqual([doomed]);
    expect(report.blobs.sort()).toEqual([crashed, oldThumbnail].sort());
    expect(await blobs.list(`projects/${doomed}/`)).toEqual([]);
    expect(await blobs.list(`projects/${live}/`)).toEqual([...kept, inProgress].sort());
    expect(
      (await call(server.app, alice, "GET", `/api/project/${live}/models/${model.id}/file`)).statusCode,
    ).toBe(200);

    // Still without a row once the grace time has passed: removed.
    const later = await sweeper.sweep(Date.now() + ORPHAN_GRACE_MS + 1000);
    expect(later).toEqual({ projects: [], blobs: [inProgress], partials: 0 });
    expect(await blobs.list(`projects/${live}/`)).toEqual(kept);
  });
});
