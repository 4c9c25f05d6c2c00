import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { call, ok, type TestUser } from "../../test/dashboard";
import type { TestServer } from "../../test/use-test-app";

/** A multipart upload of one model file with placement fields, as the web app sends it. */
export function uploadModel(
  app: FastifyInstance,
  user: TestUser,
  projectId: string,
  fileName: string,
  data: Uint8Array,
  fields: Record<string, string> = {},
) {
  const boundary = `----soracity${randomBytes(8).toString("hex")}`;
  const parts = Object.entries(fields).map(
    ([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`,
  );
  const head = `${parts.join("")}--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`;
  const payload = Buffer.concat([Buffer.from(head), data, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  return call(app, user, "POST", `/api/project/${projectId}/models`, payload, {
    "content-type": `multipart/form-data; boundary=${boundary}`,
  });
}

/** Uploads a model file that must be stored (201, else throws with the answer); the stored model. */
export async function storedModel(
  app: FastifyInstance,
  user: TestUser,
  projectId: string,
  fileName: string,
  data: Uint8Array,
): Promise<{ id: string; file_url: string }> {
  const res = await uploadModel(app, user, projectId, fileName, data);
  if (res.statusCode !== 201) throw new Error(`upload answered ${res.statusCode}: ${res.body}`);
  return res.json<{ id: string; file_url: string }>();
}

/** A fresh workspace and project of `user`; the project's id. */
export async function newProject(app: FastifyInstance, user: TestUser): Promise<string> {
  const workspace = await ok<{ id: string }>(app, user, "POST", "/api/workspaces", { name: "W" });
  const project = await ok<{ id: string }>(app, user, "POST", `/api/workspaces/${workspace.id}/projects`, {
    project_name: "P",
  });
  return project.id;
}

/** A premium user and a fresh project of theirs (model files up to the plan's quota). */
export async function premiumProject(server: TestServer): Promise<{ alice: TestUser; projectId: string }> {
  const alice = await server.signUp("premium");
  return { alice, projectId: await newProject(server.app, alice) };
}

/** The project's models (must answer 200: a stored model that cannot be listed is a defect). */
export const listModels = (app: FastifyInstance, user: TestUser, projectId: string) =>
  ok<{ id: string; name: string }[]>(app, user, "GET", `/api/project/${projectId}/models`);

/**
 * A CityGML file of one 0.001 deg square building (35 N, 139 E, EPSG:6697), 10 m high; `codeSpace` gives it
 * bldg:usage 401 with that code list, `firstLat` replaces the first (and closing) latitude verbatim.
 */
export function oneBuildingCityGml({
  codeSpace,
  firstLat = "35",
}: {
  codeSpace?: string;
  firstLat?: string;
}) {
  const usage = codeSpace === undefined ? "" : `<bldg:usage codeSpace="${codeSpace}">401</bldg:usage>`;
  return Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>
<core:CityModel xmlns:core="http://www.opengis.net/citygml/2.0" xmlns:gml="http://www.opengis.net/gml"
 xmlns:bldg="http://www.opengis.net/citygml/building/2.0">
<gml:boundedBy><gml:Envelope srsName="http://www.opengis.net/def/crs/EPSG/0/6697" srsDimension="3">
<gml:lowerCorner>35 139 0</gml:lowerCorner><gml:upperCorner>35.1 139.1 10</gml:upperCorner></gml:Envelope></gml:boundedBy>
<core:cityObjectMember><bldg:Building gml:id="B1">${usage}
<bldg:measuredHeight uom="m">10</bldg:measuredHeight>
<bldg:lod0FootPrint><gml:MultiSurface><gml:surfaceMember><gml:Polygon><gml:exterior><gml:LinearRing>
<gml:posList>${firstLat} 139 0 35 139.001 0 35.001 139.001 0 35.001 139 0 ${firstLat} 139 0</gml:posList>
</gml:LinearRing></gml:exterior></gml:Polygon></gml:surfaceMember></gml:MultiSurface></bldg:lod0FootPrint>
</bldg:Building></core:cityObjectMember></core:CityModel>`);
}

/** A 10 m x 10 m GeoJSON building, 12 m high. */
export const SQUARE_GEOJSON = {
  type: "FeatureCollection",
  features: [
    {
      type: "Feature",
      properties: { height: 12 },
      geometry: {
        type: "Polygon",
        coordinates: [
          [
            [135.5, 34.7],
            [135.5001, 34.7],
            [135.5001, 34.7001],
            [135.5, 34.7001],
            [135.5, 34.7],
          ],
        ],
      },
    },
  ],
};
