/**
 * The widgets' style engine: object styles in, class names out, rules inserted into one `<style>`
 * of a given root — the document's head, or a shadow root, which document styles do not reach.
 *
 * It replaces @emotion/css (cache, serializer, stylis: ≈ 4.5 kB gzip in every element) with the
 * part of its API the widgets use, keeping its semantics: numbers get `px` unless the property is
 * unitless, `&` names the parent selector (a nested `:hover` joins it, any other selector is a
 * descendant), `@media`/`@container`/`@supports` nest, a rule's own declarations come before its
 * nested rules, and `cx` merges the styles of the classes it was given into a new class, in
 * argument order, so the last argument wins whatever order the rules were inserted in.
 */

/** A declaration value; `false`, `null` and `undefined` leave the property out. */
export type StyleValue = string | number | false | null | undefined;

/** Properties in camelCase (or `--custom` properties), nested selectors and at-rules. */
export interface StyleObject {
  readonly [key: string]: StyleValue | readonly StyleValue[] | StyleObject;
}

/** What `css` takes: objects, class names `css` made, lists of them, and falsy values to skip. */
export type StyleInput = StyleObject | string | false | null | undefined | readonly StyleInput[];

/** What `cx` takes: class names, falsy values to skip. */
export type ClassInput = string | false | null | undefined;

export interface Styles {
  /** The class name of these styles, inserted into the root on first use. */
  css: (...styles: StyleInput[]) => string;
  /** Joins class names; those made by `css` merge into one class, later arguments winning. */
  cx: (...classes: ClassInput[]) => string;
  /** The name of a `@keyframes` rule made of these frames (`'0%, 100%': {…}`). */
  keyframes: (frames: Readonly<Record<string, StyleObject>>) => string;
  /** Rules under their own selectors (`{ ':host': {…} }`), inserted once. */
  injectGlobal: (rules: Readonly<Record<string, StyleObject>>) => void;
}

export interface StylesOptions {
  /** Prefix of the class and keyframes names. */
  key: string;
  /** Where the `<style>` goes; the document's head when absent. */
  container?: Node | null;
}

/** Properties whose numbers stay bare, as in Emotion (@emotion/unitless). */
const UNITLESS =
  /^(animationIterationCount|aspectRatio|borderImage(Outset|Slice|Width)|columnCount|columns|flex|flexGrow|flexShrink|fontWeight|grid(Row|Column)(End|Start|Span)?|lineHeight|opacity|order|orphans|scale|tabSize|widows|zIndex|zoom|WebkitLineClamp|lineClamp|(fill|flood|stop|stroke)Opacity|strokeDash(array|offset)|strokeMiterlimit|strokeWidth)$/;

/** Stands for the class selector while a rule is compiled: its name is the hash of the text. */
const SELF = '\u0001';

const hyphenate = (property: string) =>
  property.startsWith('--') ? property : property.replace(/[A-Z]|^ms/g, '-$&').toLowerCase();

function declaration(property: string, value: StyleValue): string {
  if (value === false || value === null || value === undefined) return '';
  const text =
    typeof value === 'number' && value !== 0 && !property.startsWith('--') && !UNITLESS.test(property)
      ? `${value}px`
      : String(value);
  return `${hyphenate(property)}:${text};`;
}

/** Selectors split at top-level commas (not those inside `:is(a, b)`). */
function selectorList(selector: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < selector.length; index++) {
    const char = selector[index];
    if (char === '(') depth++;
    else if (char === ')') depth--;
    else if (char === ',' && depth === 0) {
      parts.push(selector.slice(start, index).trim());
      start = index + 1;
    }
  }
  parts.push(selector.slice(start).trim());
  return parts;
}

/** A nested selector against its parent's: `&` is the parent, `:x` joins it, anything else descends. */
function nest(parent: string, child: string): string {
  if (!parent) return child;
  const parents = selectorList(parent);
  return selectorList(child)
    .flatMap((part) =>
      parents.map((outer) =>
        part.includes('&')
          ? part.replaceAll('&', outer)
          : part.startsWith(':')
            ? outer + part
            : `${outer} ${part}`,
      ),
    )
    .join(',');
}

const isObject = (value: unknown): value is StyleObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Compiles `style` under `selector`, inside `wrappers` (at-rules), into `out`, rule by rule. */
function compile(style: StyleObject, selector: string, wrappers: string[], out: string[]): void {
  let own = '';
  const nested: [string, StyleObject][] = [];
  for (const [key, value] of Object.entries(style)) {
    if (isObject(value)) nested.push([key, value]);
    else if (Array.isArray(value)) for (const each of value) own += declaration(key, each);
    else own += declaration(key, value as StyleValue);
  }
  if (own) out.push(wrappers.reduceRight((inner, wrapper) => `${wrapper}{${inner}}`, `${selector}{${own}}`));
  for (const [key, value] of nested) {
    if (key.startsWith('@')) compile(value, selector, [...wrappers, key], out);
    else compile(value, nest(selector, key), wrappers, out);
  }
}

/** A short stable name for a text (FNV-1a, base 36). */
function hash(text: string): string {
  let value = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    value ^= text.charCodeAt(index);
    value = Math.imul(value, 0x01000193);
  }
  return (value >>> 0).toString(36);
}

/**
 * A style engine for one root. Nothing touches the DOM until a rule is first inserted, and
 * without a document (rendering on a server) rules are only named, never inserted.
 */
export function createStyles({ key, container }: StylesOptions): Styles {
  /** Each class this engine made, with the objects it stands for, for `cx` to merge. */
  const made = new Map<string, StyleObject[]>();
  const inserted = new Set<string>();
  let sheet: HTMLStyleElement | undefined;

  function insert(rules: string[]): void {
    if (typeof document === 'undefined') return;
    if (!sheet) {
      sheet = document.createElement('style');
      sheet.setAttribute('data-vitrine', key);
      (container ?? document.head).appendChild(sheet);
    }
    const cssom = sheet.sheet;
    for (const rule of rules) {
      // insertRule parses one rule, where appending text would re-parse the whole sheet. A rule
      // the browser refuses (a selector it does not know) is dropped, as Emotion's did: adding it
      // as text would rebuild the sheet from its text and lose the inserted rules.
      if (!cssom) sheet.append(rule);
      else
        try {
          cssom.insertRule(rule, cssom.cssRules.length);
        } catch {
          // Dropped: see above.
        }
    }
  }

  /** Objects of nested lists in order, those of classes made here in their place, falsy left out. */
  function flatten(styles: readonly StyleInput[], into: StyleObject[] = []): StyleObject[] {
    for (const style of styles) {
      if (Array.isArray(style)) flatten(style, into);
      else if (typeof style === 'string')
        for (const name of style.split(' ')) into.push(...(made.get(name) ?? []));
      else if (style) into.push(style as StyleObject);
    }
    return into;
  }

  function classOf(styles: StyleObject[]): string {
    const rules: string[] = [];
    for (const style of styles) compile(style, SELF, [], rules);
    const text = rules.join('');
    const name = `${key}-${hash(text)}`;
    if (!inserted.has(name)) {
      inserted.add(name);
      made.set(name, styles);
      insert(rules.map((rule) => rule.replaceAll(SELF, `.${name}`)));
    }
    return name;
  }

  /**
   * Class names by the JSON of what `css` was given. Components pass the same style literals on
   * every render, and a page renders dozens of them several times as its data arrive: the JSON
   * (native, no regular expressions) finds the class again without compiling and hashing the
   * rules — a fifth of the site's script at load before (BENCHMARKS.md §5). Equal JSON means
   * equal rules: what JSON leaves out (`undefined`) `compile` leaves out too.
   */
  const byInput = new Map<string, string>();

  return {
    css(...styles) {
      const input = JSON.stringify(styles);
      let name = byInput.get(input);
      if (name === undefined) {
        name = classOf(flatten(styles));
        byInput.set(input, name);
      }
      return name;
    },
    cx(...classes) {
      const merged: StyleObject[] = [];
      const plain: string[] = [];
      for (const name of classes) {
        for (const each of name ? name.split(' ') : []) {
          if (made.has(each)) merged.push(...(made.get(each) ?? []));
          else if (each) plain.push(each);
        }
      }
      if (merged.length) plain.push(classOf(merged));
      return plain.join(' ');
    },
    keyframes(frames) {
      const body = Object.entries(frames)
        .map(([step, style]) => {
          const rules: string[] = [];
          compile(style, step, [], rules);
          return rules.join('');
        })
        .join('');
      const name = `${key}-${hash(body)}`;
      if (!inserted.has(name)) {
        inserted.add(name);
        insert([`@keyframes ${name}{${body}}`]);
      }
      return name;
    },
    injectGlobal(rules) {
      const out: string[] = [];
      for (const [selector, style] of Object.entries(rules)) compile(style, selector, [], out);
      const id = hash(out.join(''));
      if (inserted.has(id)) return;
      inserted.add(id);
      insert(out);
    },
  };
}
