import { containerScriptUrl, type DataLayerEntry } from "./tagManager";

declare global {
  interface Window {
    dataLayer?: DataLayerEntry[];
  }
}

/** The page's data layer, created on first use (the container reads the entries pushed before it loaded). */
export function dataLayer(): DataLayerEntry[] {
  window.dataLayer ??= [];
  return window.dataLayer;
}

const SCRIPT_ID = "gtm-container";

/** Adds the container script once (its `gtm.js` start event first, as Google's snippet does). */
export function loadContainer(id: string): void {
  if (document.getElementById(SCRIPT_ID)) return;
  dataLayer().push({ "gtm.start": Date.now(), event: "gtm.js" });
  const script = document.createElement("script");
  script.id = SCRIPT_ID;
  script.async = true;
  script.src = containerScriptUrl(id);
  document.head.appendChild(script);
}
