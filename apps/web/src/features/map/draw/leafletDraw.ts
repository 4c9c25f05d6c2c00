import { L } from "../leaflet";
import "leaflet-draw";
import "leaflet-draw/dist/leaflet.draw.css";
import { readableArea } from "./area";

// leaflet-draw 1.0.4 assigns an undeclared variable in readableArea, which throws in a bundle (strict mode) as
// soon as a rectangle shows its area. Ours formats square metres, hectares and square kilometres.
Object.assign(L.GeometryUtil, { readableArea });

export { L };
