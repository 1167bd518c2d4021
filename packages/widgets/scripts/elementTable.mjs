/**
 * The elements the script-tag build makes, read from `elementDefinitions` itself (so an element
 * added there is built with no other change): each tag's attributes, with their types, and the
 * module of its component, `src/elements/<Component>.tsx` by the folder's convention.
 */
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

export const widgetsRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const elementsFolder = join(widgetsRoot, 'src/elements');

/**
 * @returns {Promise<Record<string, { props: Record<string, string>, module: string, component: string }>>}
 *   by tag: every attribute (base ones included) by prop name, the component's file and export.
 */
export async function elementTable() {
  // defineElements.ts imports every screen: bundle it for Node and read what it exports.
  const bundled = await build({
    entryPoints: [join(elementsFolder, 'defineElements.ts')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    write: false,
    keepNames: true,
    jsx: 'automatic',
    conditions: ['@vitrine/source'],
    logLevel: 'error',
  });
  const folder = mkdtempSync(join(tmpdir(), 'vitrine-elements-'));
  const file = join(folder, 'defineElements.mjs');
  let definitions;
  let base;
  try {
    writeFileSync(file, bundled.outputFiles[0].text);
    ({ elementDefinitions: definitions, BASE_ATTRIBUTES: base } = await import(pathToFileURL(file).href));
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
  if (!definitions || !base)
    throw new Error('defineElements.ts must export elementDefinitions and BASE_ATTRIBUTES');

  return Object.fromEntries(
    Object.entries(definitions).map(([tag, definition]) => {
      const component = definition.component.name;
      const module = ['.tsx', '.ts']
        .map((ext) => join(elementsFolder, `${component}${ext}`))
        .find(existsSync);
      if (!module) {
        throw new Error(
          `<${tag}>: its component ${component} must be exported by src/elements/${component}.tsx`,
        );
      }
      return [tag, { props: { ...base, ...definition.props }, module, component }];
    }),
  );
}
