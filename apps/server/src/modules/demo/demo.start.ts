import type { FastifyInstance } from "fastify";
import type { AppConfig } from "../../config";
import type { Runtime } from "../../runtime";
import { DemoRepository } from "./demo.repository";
import { seedDemo } from "./demo.seed";

/**
 * `npm start` with DEMO on: seeds the demo into an empty database (before listening, so no other account can
 * come first) and returns what to print under the URL. Never fatal: a failed seed is logged and the server
 * starts without it.
 */
export async function startDemo(
  app: FastifyInstance,
  runtime: Runtime,
  config: AppConfig,
): Promise<(url: string) => string[]> {
  if (!config.demo) return () => [];
  try {
    const seed = await seedDemo(app, runtime.db);
    if (seed) {
      return (url) => [
        `Demo: a workspace on the Tokyo sample with a shadow, a noise and a vibration case (the shadow case is computing now).`,
        `  Click "デモを試す / Try the demo" at ${url}, or sign in at ${url}/jp/login as`,
        `  ${seed.email} / ${seed.password}  (shown once; DEMO=false turns the demo off)`,
      ];
    }
    if (await new DemoRepository(runtime.db).demoUser())
      return (url) => [`Demo: click "デモを試す / Try the demo" at ${url}`];
  } catch (err) {
    app.log.error({ err }, "demo seed failed; starting without the demo");
  }
  return () => [];
}
