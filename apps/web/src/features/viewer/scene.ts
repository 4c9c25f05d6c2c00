import "./cesiumBase";
import {
  buildModuleUrl,
  Cartesian3,
  Cesium3DTileFeature,
  Cesium3DTileset,
  CesiumWidget,
  Color,
  Ellipsoid,
  Entity,
  ImageryLayer,
  Math as CesiumMath,
  ScreenSpaceEventHandler,
  ScreenSpaceEventType,
  TileMapServiceImageryProvider,
  UrlTemplateImageryProvider,
  type Cartesian2,
} from "cesium";
import "cesium/Build/Cesium/Widgets/CesiumWidget/CesiumWidget.css";
import type { ViewerBaseMap } from "./baseMaps";
import { entityPayload, type PickPayload } from "./cesiumLayers";

/** What a click found: a city building (3D Tiles feature), one of our layers' features, and the ground point. */
export interface Picked {
  building?: { gml_id: string; height: number | null };
  feature?: PickPayload;
  lonLat?: [number, number];
}

/**
 * A CesiumWidget with nothing from the internet by default: the bundled Natural Earth II imagery (or a
 * configured remote base map, or none), no Cesium ion, no terrain (the ellipsoid; building heights are
 * orthometric, as the tiles are written).
 */
export function createWidget(container: HTMLElement, baseMap: ViewerBaseMap): CesiumWidget {
  const baseLayer =
    baseMap.id === "none"
      ? false
      : baseMap.url
        ? new ImageryLayer(
            new UrlTemplateImageryProvider({
              url: baseMap.url,
              maximumLevel: baseMap.maximumLevel ?? 18,
              ...(baseMap.credit ? { credit: baseMap.credit } : {}),
            }),
          )
        : ImageryLayer.fromProviderAsync(
            TileMapServiceImageryProvider.fromUrl(buildModuleUrl("Assets/Textures/NaturalEarthII")),
            {},
          );
  const widget = new CesiumWidget(container, {
    baseLayer,
    scene3DOnly: true,
    // SwiftShader (headless tests) and weak GPUs: no anti-aliasing passes, native resolution only.
    msaaSamples: 1,
    useBrowserRecommendedResolution: true,
    contextOptions: { webgl: { preserveDrawingBuffer: true } },
  });
  // Without imagery the globe is a muted ground colour.
  if (!baseLayer) widget.scene.globe.baseColor = Color.fromCssColorString("#d9dcd6");
  widget.scene.globe.depthTestAgainstTerrain = false;
  return widget;
}

/** The city's buildings (GET /api/cities/:code/tileset.json), added to the scene. */
export async function addCityTileset(widget: CesiumWidget, cityCode: string): Promise<Cesium3DTileset> {
  const tileset = await Cesium3DTileset.fromUrl(`/api/cities/${encodeURIComponent(cityCode)}/tileset.json`, {
    maximumScreenSpaceError: 16,
  });
  widget.scene.primitives.add(tileset);
  return tileset;
}

/** Looks at a point from the south, tilted, from `range` metres. */
export function lookAt(widget: CesiumWidget, lon: number, lat: number, range: number): void {
  const pitch = CesiumMath.toRadians(-60);
  const back = range * Math.cos(-pitch);
  widget.camera.setView({
    destination: Cartesian3.fromDegrees(lon, lat - back / 111_000, range * Math.sin(-pitch)),
    orientation: { heading: 0, pitch, roll: 0 },
  });
}

const isPayload = (v: unknown): v is PickPayload =>
  typeof v === "object" && v !== null && "layer" in v && "properties" in v;

/** Calls `onPick` with what is under each left click. */
export function onClick(widget: CesiumWidget, onPick: (picked: Picked) => void): () => void {
  const handler = new ScreenSpaceEventHandler(widget.scene.canvas);
  handler.setInputAction((event: { position: Cartesian2 }) => {
    const picked: Picked = {};
    const hit: unknown = widget.scene.pick(event.position);
    if (hit instanceof Cesium3DTileFeature) {
      const height: unknown = hit.getProperty("height");
      picked.building = {
        gml_id: String(hit.getProperty("gml_id") ?? ""),
        height: typeof height === "number" ? height : null,
      };
    } else if (hit && typeof hit === "object" && "id" in hit) {
      const id: unknown = hit.id;
      if (id instanceof Entity) picked.feature = entityPayload(id) ?? undefined;
      else if (isPayload(id)) picked.feature = id;
    }
    const ground = widget.camera.pickEllipsoid(event.position, Ellipsoid.WGS84);
    if (ground) {
      const c = Ellipsoid.WGS84.cartesianToCartographic(ground);
      picked.lonLat = [CesiumMath.toDegrees(c.longitude), CesiumMath.toDegrees(c.latitude)];
    }
    onPick(picked);
  }, ScreenSpaceEventType.LEFT_CLICK);
  return () => handler.destroy();
}
