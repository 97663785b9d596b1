/** Work to do when the bench ends (stopping the runtime); bench/run.ts runs it before exiting. */
const hooks: (() => Promise<void>)[] = [];

export function onBenchEnd(hook: () => Promise<void>): void {
  hooks.push(hook);
}

export async function runBenchEndHooks(): Promise<void> {
  for (const hook of hooks.splice(0)) await hook().catch((error) => console.error(error));
}
