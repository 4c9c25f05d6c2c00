/** Whether this browser can give us a WebGL context (CesiumJS needs WebGL 1 at least; it prefers WebGL 2). */
export function hasWebGL(): boolean {
  try {
    const canvas = document.createElement("canvas");
    return Boolean(canvas.getContext("webgl2") ?? canvas.getContext("webgl"));
  } catch {
    return false;
  }
}
