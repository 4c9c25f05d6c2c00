import L from "leaflet";
import "leaflet/dist/leaflet.css";
import "./map.css";
import iconRetinaUrl from "leaflet/dist/images/marker-icon-2x.png";
import iconUrl from "leaflet/dist/images/marker-icon.png";
import shadowUrl from "leaflet/dist/images/marker-shadow.png";

declare global {
  interface Window {
    /** leaflet-draw is a plain script that extends the global `L`. */
    L?: typeof L;
  }
}

// Bundled builds give Leaflet's module no global: leaflet-draw (imported after this module) needs one.
window.L = L;

// The default marker images come from the bundle (hashed asset URLs), not from a path guessed from the CSS.
L.Icon.Default.imagePath = "";
L.Icon.Default.mergeOptions({ iconUrl, iconRetinaUrl, shadowUrl });

export { L };
