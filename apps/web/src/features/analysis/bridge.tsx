import { createContext, useContext, useMemo, useState } from "react";
import type { ReactNode } from "react";
import type { Shape } from "../map/draw/shapes";

/** The drawing toolbar mode a form field asks for. */
export type CaptureKind = "rectangle" | "polygon" | "marker" | "polyline";

/** "Draw for field X": the next finished shape of `kind` goes to `onShape` instead of the drawn shapes. */
export interface CaptureRequest {
  field: string;
  kind: CaptureKind;
  onShape: (shape: Shape) => void;
}

/** Geometry of the form shown on the map (ranges, buildings, points, sources, barriers). */
export interface FormOverlay {
  id: string;
  label: string;
  color: string;
  /** A point drawn as a ring (a 天空率 point moved to where it will be evaluated). */
  hollow?: boolean;
  geometry:
    | { type: "Polygon"; coordinates: [number, number][][] }
    | { type: "LineString"; coordinates: [number, number][] }
    | { type: "Point"; coordinates: [number, number] };
}

/** "Edit field X in place": the polygon gets leaflet-draw's vertex handles; `latest` follows the edits. */
export interface EditRequest {
  field: string;
  color: string;
  polygon: { type: "Polygon"; coordinates: [number, number][][] };
  latest: { type: "Polygon"; coordinates: [number, number][][] } | null;
}

/** Moves a 天空率 regulation point to `position` ([lon, lat]) for the next run. */
export interface PointMover {
  move: (id: string, position: [number, number]) => void;
}

interface Bridge {
  capture: CaptureRequest | null;
  setCapture: (request: CaptureRequest | null) => void;
  overlays: FormOverlay[];
  setOverlays: (overlays: FormOverlay[]) => void;
  /** Output time of the shadow outlines shown on the map (null: none). */
  outlineTime: string | null;
  setOutlineTime: (time: string | null) => void;
  edit: EditRequest | null;
  setEdit: (request: EditRequest | null) => void;
  /** The 天空率 point whose 天空図 is shown (picked in the 算定表 or on the map; null: none). */
  skyPoint: string | null;
  setSkyPoint: (id: string | null) => void;
  /** Set by the 天空率 form while the user may edit it: the result map's regulation points can be dragged. */
  pointMover: PointMover | null;
  setPointMover: (mover: PointMover | null) => void;
}

const BridgeContext = createContext<Bridge | null>(null);

/** Shares the draw-for-field request and the form's geometry between the side panel and the map. */
export function AnalysisBridge({ children }: { children: ReactNode }) {
  const [capture, setCapture] = useState<CaptureRequest | null>(null);
  const [overlays, setOverlays] = useState<FormOverlay[]>([]);
  const [outlineTime, setOutlineTime] = useState<string | null>(null);
  const [edit, setEdit] = useState<EditRequest | null>(null);
  const [skyPoint, setSkyPoint] = useState<string | null>(null);
  const [pointMover, setPointMover] = useState<PointMover | null>(null);
  const value = useMemo(
    () => ({
      capture,
      setCapture,
      overlays,
      setOverlays,
      outlineTime,
      setOutlineTime,
      edit,
      setEdit,
      skyPoint,
      setSkyPoint,
      pointMover,
      setPointMover,
    }),
    [capture, overlays, outlineTime, edit, skyPoint, pointMover],
  );
  return <BridgeContext.Provider value={value}>{children}</BridgeContext.Provider>;
}

export function useBridge(): Bridge {
  const bridge = useContext(BridgeContext);
  if (!bridge) throw new Error("useBridge outside AnalysisBridge");
  return bridge;
}
