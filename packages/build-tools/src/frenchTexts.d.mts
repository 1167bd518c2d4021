// Types of frenchTexts.mjs for the reference site's vite.config.ts and e2e/support.ts, and the widgets'
// src/elements/frenchTexts.test.ts.
import type { Plugin } from 'vite';

/** The build plugin (rollup or Vite) that carries French by key: see frenchTexts.mjs. */
export function frenchByKey(): Plugin;

type Texts = { [key: string]: string | Texts };

/** The namespaces of the interface texts: a key starts with one (`cart.title`). */
export const namespaces: readonly string[];

/** Whether a module (by absolute path) is the workspace's own code, where texts are named. */
export function isOurSource(id: string): boolean;

/** The French texts, as the SDK's sources write them. */
export function frenchTexts(): Promise<Texts>;

/** The keys and key prefixes a module's code names, but for the namespaces every build carries. */
export function keysNamedIn(code: string): string[];

/** The part of `texts` that `keys` name: a key keeps its text, a prefix all under it. */
export function selectTexts(texts: Texts, keys: readonly string[]): Texts;

/** The text or texts at `key` in `texts` (a key's text, all under a prefix), or undefined. */
export function textsAt(texts: Texts, key: string): string | Texts | undefined;
