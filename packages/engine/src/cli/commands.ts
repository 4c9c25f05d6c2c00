/** A CLI command takes the parsed scene JSON and returns the JSON to print. */
export type EngineCommand = (scene: unknown) => unknown;

/** Registered commands; each engine adds its own (shadow, noise, vibration). */
export const commands: Record<string, EngineCommand> = {};
commands.shadow = async (scene) => (await import("./shadow")).shadowCommand(scene);
commands.noise = async (scene) => (await import("./noise")).noiseCommand(scene);
commands.vibration = async (scene) => (await import("./vibration")).vibrationCommand(scene);
