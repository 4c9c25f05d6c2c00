/** The part of the Re:Earth Visualizer plugin API (`reearth` global of the plugin sandbox) this widget uses. */
declare const reearth: {
  ui: {
    show(html: string, options?: { width?: number; height?: number; extended?: boolean }): void;
    postMessage(message: unknown): void;
  };
  extension: { on(event: "message", callback: (message: unknown) => void): void };
  layers: {
    add(layer: Record<string, unknown>): string | undefined;
    delete(...ids: string[]): void;
    show(...ids: string[]): void;
    hide(...ids: string[]): void;
  };
  camera: {
    flyTo(
      destination: { lng: number; lat: number; height: number; heading?: number; pitch?: number },
      options?: { duration?: number },
    ): void;
  };
};
