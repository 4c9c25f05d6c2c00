export * from "./messages";
export * from "./geo";
export * from "./common";
export * from "./hikage";
export * from "./noise";
export * from "./vibration";
export * from "./validate";
export * from "./result";
