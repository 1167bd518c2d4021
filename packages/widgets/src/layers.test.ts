/**
 * The widgets' layers, read from their imports: screens (one PascalCase folder each, and `home/`)
 * on top, with `elements/` wrapping them; `shared/` for helpers several screens use; `ui/`, the kit
 * every screen builds with, at the bottom. Imports point down only, so a change to a screen never
 * reaches into the kit, and a helper two screens share does not live inside one of them.
 */
// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = dirname(fileURLToPath(import.meta.url));

/** Every source file of the package, tests and their helpers left out, relative to `src/`. */
function sources(folder = SRC): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sources(path);
    if (!/\.tsx?$/.test(entry.name) || /\.test(-d)?\.tsx?$|\.test\.helpers\.tsx?$/.test(entry.name))
      return [];
    return [relative(SRC, path)];
  });
}

/** The files under `src/` that `file` imports by a relative path. */
function importsOf(file: string): string[] {
  const text = readFileSync(join(SRC, file), 'utf8');
  const specifiers = [...text.matchAll(/(?:from|import\(?)\s*'(\.{1,2}\/[^']+)'/g)].map(
    (match) => match[1] as string,
  );
  return specifiers.map((specifier) => relative(SRC, resolve(SRC, dirname(file), specifier)));
}

/** The top folder of a path under `src/` (`''` for a file at the root). */
const folderOf = (path: string) => (path.includes('/') ? (path.split('/')[0] as string) : '');
const isScreen = (folder: string) => /^[A-Z]/.test(folder) || folder === 'home';

describe("the widgets' layers", () => {
  const files = sources();

  it('finds the sources it checks', () => {
    expect(files).toContain(join('ui', 'Dialog.tsx'));
    expect(files).toContain(join('shared', 'searchText.ts'));
    expect(files.some((file) => file.endsWith('.test.ts'))).toBe(false);
  });

  it('keep the ui kit below every screen and element: ui/ imports neither', () => {
    const upward = files
      .filter((file) => folderOf(file) === 'ui')
      .flatMap((file) => importsOf(file).map((target) => `${file} → ${target}`))
      .filter((edge) => {
        const folder = folderOf(edge.split(' → ')[1] as string);
        return folder === 'elements' || folder === 'shared' || isScreen(folder);
      });
    expect(upward).toEqual([]);
  });

  it('keep shared helpers below screens: shared/ imports no screen and no element', () => {
    const upward = files
      .filter((file) => folderOf(file) === 'shared')
      .flatMap((file) => importsOf(file).map((target) => `${file} → ${target}`))
      .filter((edge) => {
        const folder = folderOf(edge.split(' → ')[1] as string);
        return folder === 'elements' || isScreen(folder);
      });
    expect(upward).toEqual([]);
  });

  it("never has a screen reach into another screen's helper modules", () => {
    const reaching = files
      .filter((file) => isScreen(folderOf(file)))
      .flatMap((file) =>
        importsOf(file)
          .filter((target) => {
            const folder = folderOf(target);
            const name = target.split('/').pop() as string;
            // A camelCase module (a helper or hook); a PascalCase one is a component, a block to show.
            return isScreen(folder) && folder !== folderOf(file) && /^[a-z]/.test(name);
          })
          .map((target) => `${folderOf(file)} → ${target}`),
      );
    expect([...new Set(reaching)]).toEqual([]);
  });
});
