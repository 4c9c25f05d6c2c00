/** One step of the dashboard load: a label and the call that fetches (and caches) its data. */
export interface LoadStep {
  name: string;
  run: () => Promise<unknown>;
}

/**
 * Runs the steps one after the other (PRODUCT.md §4: limits, then the group tree; the masters are constants). A
 * failed step is reported and does not stop the next ones, so one broken list never blanks the
 * dashboard. Answers the names of the failed steps.
 */
export async function runInOrder(
  steps: readonly LoadStep[],
  onError: (name: string, error: unknown) => void = () => {},
): Promise<string[]> {
  const failed: string[] = [];
  for (const step of steps) {
    try {
      await step.run();
    } catch (error) {
      failed.push(step.name);
      onError(step.name, error);
    }
  }
  return failed;
}
