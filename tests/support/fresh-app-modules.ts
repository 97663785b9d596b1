/**
 * Setup of the web project, run before each test file: the project's own modules (web/src,
 * shared, the tests and their support) are evaluated anew for every file, as in an isolated run,
 * while the packages under node_modules stay loaded.
 *
 * Why: the web project shares one worker and one jsdom between its files (`isolate: false`).
 * Isolated, every file paid for a new jsdom and for evaluating React, Cloudscape and i18next
 * again, about a third of the project's CPU time. Shared without this reset, module state
 * (the stores, the cached site configuration, a component imported before a file's `vi.mock`)
 * leaked from one file into the next.
 *
 * It reads Vitest's per-worker module graph (Vite's `EvaluatedModules`), which Vitest does not
 * export; if an upgrade moves it, this fails loudly instead of leaving state to leak.
 */
/** The fields of Vite's `EvaluatedModuleNode` that Vitest's own `resetModules` clears. */
interface ModuleNode {
  file: string | null;
  evaluated: boolean;
  promise: unknown;
  exports: unknown;
  importers: Set<string>;
}
interface EvaluatedModules {
  idToModuleMap: Map<string, ModuleNode>;
}

const worker = (globalThis as { __vitest_worker__?: { evaluatedModules?: EvaluatedModules } })
  .__vitest_worker__;
const modules = worker?.evaluatedModules;
if (!(modules?.idToModuleMap instanceof Map)) {
  throw new Error("Vitest's module graph moved: update tests/web/support/fresh-app-modules.ts");
}
const thisFile = new URL(import.meta.url).pathname;
for (const node of modules.idToModuleMap.values()) {
  const file = node.file ?? '';
  if (!file || file.includes('/node_modules/') || file === thisFile) continue;
  // As Vitest's resetModules does: evaluated again on the next import, transformed code kept.
  node.evaluated = false;
  node.promise = undefined;
  node.exports = undefined;
  node.importers.clear();
}
