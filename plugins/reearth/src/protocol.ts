/** Messages between the widget's UI (an iframe: fetches, DOM) and its script (the Re:Earth plugin sandbox). */
export type UiMessage =
  | {
      action: "load";
      layers: { key: string; layer: Record<string, unknown> }[];
      site: { lon: number; lat: number } | null;
    }
  | { action: "toggle"; key: string; visible: boolean }
  | { action: "clear" };
