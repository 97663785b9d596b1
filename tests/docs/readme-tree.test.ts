/**
 * The README's tree is the newcomer's map: one line per folder, a top-level entry at the line's
 * start (`shared/`, `web/src/`) and its folders indented below it (`  api/`). Every folder the
 * repository has directly under shared/, functions/, web/src/ and infra/ (as git lists them) is
 * named there, and every folder the tree names exists, so a move that forgets the README fails.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/** The folders whose every subfolder the tree must name. */
const MAPPED_FOLDERS = ['shared', 'functions', 'web/src', 'infra'];

/** The lines of the first code block after the README's "## The tree" heading. */
function treeLines(readme: string): string[] {
  const section = readme.split(/^## The tree$/m)[1] ?? '';
  const block = section.match(/^```[a-z]*\n([\s\S]*?)^```$/m)?.[1] ?? '';
  return block.split('\n');
}

/** Every folder the tree names, as a repository path (`shared`, `shared/api`, `web/src/app`). */
function treeFolders(readme: string): string[] {
  const folders: string[] = [];
  let parent: string | undefined;
  for (const line of treeLines(readme)) {
    const entry = line.match(/^( *)(\S+)\/(?:\s|$)/);
    if (!entry) continue;
    const [, indent, name] = entry;
    if (indent === '') {
      parent = name!;
      folders.push(parent);
    } else if (parent) folders.push(`${parent}/${name}`);
  }
  return folders;
}

/** The folders directly under `folder` that hold a file git tracks. */
function trackedSubfolders(folder: string): string[] {
  const files = execFileSync('git', ['ls-files', '--', folder], { cwd: repoRoot, encoding: 'utf8' });
  const names = files
    .split('\n')
    .map((file) => file.slice(folder.length + 1).split('/'))
    .filter((parts) => parts.length > 1)
    .map((parts) => `${folder}/${parts[0]}`);
  return [...new Set(names)].sort();
}

const readme = readFileSync(join(repoRoot, 'README.md'), 'utf8');

describe("the README's tree", () => {
  it('is read as one line per folder, the indented ones under the entry above them', () => {
    const text = '## The tree\n\n```text\nshared/   lib\n  api/    calls\nweb/src/\n  app/\n```\n';
    expect(treeFolders(text)).toEqual(['shared', 'shared/api', 'web/src', 'web/src/app']);
  });

  it.each(MAPPED_FOLDERS)('names every folder of %s/', (folder) => {
    const named = treeFolders(readme)
      .filter((path) => path.startsWith(`${folder}/`))
      .sort();
    expect(named).toEqual(trackedSubfolders(folder));
  });

  it('names only folders that exist', () => {
    const folders = treeFolders(readme);
    expect(folders.length).toBeGreaterThan(30);
    const missing = folders.filter(
      (path) => !existsSync(join(repoRoot, path)) || !statSync(join(repoRoot, path)).isDirectory(),
    );
    expect(missing).toEqual([]);
  });
});
