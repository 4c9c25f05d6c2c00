import { expect, it } from "vitest";
import { createServices } from "./composition-root";
import { createRuntime } from "./runtime";
import { quietLogger, testConfig } from "./test/test-app";
import { useTestDatabase } from "./test/use-test-app";

const testDb = useTestDatabase();

// Routes -> services -> repositories, one way: routes get the services object, so no repository may be in it
// (eslint.config.js checks the imports; this checks what the composition root hands over).
it("hands the routes services only, no repository", async () => {
  const config = testConfig();
  const runtime = createRuntime(testDb.database, config, quietLogger);
  const services = createServices(runtime, config);
  const repositories = Object.entries(services)
    .filter(([, value]) => value.constructor.name.endsWith("Repository"))
    .map(([name, value]) => `${name}: ${value.constructor.name}`);
  expect(repositories).toEqual([]);
  expect(Object.keys(services)).toContain("workspaces"); // the check saw the real services
  await runtime.queue.stop();
});
