/**
 * Reads that record when they were asked and when they answered (a turn of the event loop later):
 * reads side by side are all asked before the first answers, reads one after the other are not.
 */
export function readTracer() {
  const steps: string[] = [];
  const traced =
    <A extends unknown[], R>(name: string, read: (...args: A) => Promise<R>) =>
    async (...args: A) => {
      steps.push(`${name} asked`);
      await new Promise((resolve) => setImmediate(resolve));
      steps.push(`${name} answered`);
      return read(...args);
    };
  return { steps, traced };
}
