export * from "./units";
export * from "./grid/grid";
export * from "./grid/contours";
export * from "./shadow/public";
export * from "./noise/public";
export * from "./vibration/public";
export * from "./sky/public";
export { closePools } from "./parallel/pool";
export * from "./envelope/public";
