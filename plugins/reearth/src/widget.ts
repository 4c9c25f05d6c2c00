import type { UiMessage } from "./protocol";

// The UI (HTML with its script inlined) is put here by build.mjs.
declare const __UI_HTML__: string;

/** Re:Earth layer ids of the loaded share, by our layer key. */
const ids = new Map<string, string>();

function clear(): void {
  if (ids.size > 0) reearth.layers.delete(...ids.values());
  ids.clear();
}

function handle(message: UiMessage): void {
  if (message.action === "clear") clear();
  if (message.action === "load") {
    clear();
    for (const { key, layer } of message.layers) {
      const id = reearth.layers.add(layer);
      if (id) ids.set(key, id);
    }
    if (message.site)
      reearth.camera.flyTo(
        { lng: message.site.lon, lat: message.site.lat - 0.004, height: 600, pitch: -0.8 },
        { duration: 2 },
      );
  }
  if (message.action === "toggle") {
    const id = ids.get(message.key);
    if (id && message.visible) reearth.layers.show(id);
    else if (id) reearth.layers.hide(id);
  }
}

reearth.ui.show(__UI_HTML__, { width: 320, height: 460 });
reearth.extension.on("message", (message) => {
  if (typeof message === "object" && message !== null && "action" in message) handle(message as UiMessage);
});
