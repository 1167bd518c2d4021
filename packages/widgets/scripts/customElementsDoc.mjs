/**
 * Writes docs/custom-elements.md from the code, so the page cannot drift from it: the elements
 * and their attribute types from `elementDefinitions` (through elementTable.mjs), each
 * attribute's text and `@default` from its props interface's JSDoc, the events each element's
 * module dispatches (the `'vitrine:…'` names in its code, described in src/elements/events.ts),
 * the CSS variables of src/styles/tokens.ts and the parts of src/ui/parts.ts.
 *
 * `node packages/widgets/scripts/customElementsDoc.mjs` (root: `npm run docs:elements`) writes
 * the page; `--check` only says whether it is up to date. customElementsDoc.test.ts runs the check.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { transformSync } from 'esbuild';
import ts from 'typescript';
import { elementTable, widgetsRoot } from './elementTable.mjs';

const repositoryRoot = join(widgetsRoot, '../..');
export const DOC_FILE = join(repositoryRoot, 'docs/custom-elements.md');
const source = (path) => join(widgetsRoot, 'src', path);

/** A module without imports (parts.ts, events.ts), evaluated for its exports. */
async function evaluate(path) {
  const { code } = transformSync(readFileSync(source(path), 'utf8'), { loader: 'ts', format: 'esm' });
  return import(`data:text/javascript,${encodeURIComponent(code)}`);
}

const parse = (file) =>
  ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);

/** The last JSDoc block of a node: its text and its `@default`. */
function jsDocOf(node) {
  const doc = node.jsDoc?.at(-1);
  if (!doc) return { text: '', fallback: undefined };
  const text = (ts.getTextOfJSDocComment(doc.comment) ?? '').replace(/\s*\n\s*/g, ' ').trim();
  const tag = doc.tags?.find((each) => each.tagName.text === 'default');
  return { text, fallback: tag ? ts.getTextOfJSDocComment(tag.comment)?.trim() : undefined };
}

/** Every node of a file, depth first. */
function* nodesOf(node) {
  yield node;
  for (const child of node.getChildren()) yield* nodesOf(child);
}

/** By property name: the JSDoc of an interface's members. */
function interfaceDocs(file, name) {
  const declaration = [...nodesOf(parse(file))].find(
    (node) => ts.isInterfaceDeclaration(node) && node.name.text === name,
  );
  if (!declaration) throw new Error(`${relative(repositoryRoot, file)} has no interface ${name}`);
  return Object.fromEntries(
    declaration.members
      .filter(ts.isPropertySignature)
      .map((member) => [member.name.getText(), jsDocOf(member)]),
  );
}

/** What a component says of itself: its function's JSDoc, else the module's opening comment. */
function componentText(file, component) {
  const tree = parse(file);
  const declaration = [...nodesOf(tree)].find(
    (node) => ts.isFunctionDeclaration(node) && node.name?.text === component,
  );
  const own = declaration && jsDocOf(declaration).text;
  if (own) return own;
  const opening = /^\/\*\*([\s\S]*?)\*\//.exec(tree.text.trim());
  return opening
    ? opening[1]
        .split('\n')
        .map((line) => line.replace(/^\s*\* ?/, ''))
        .join(' ')
        .replace(/\s+/g, ' ')
        .trim()
    : '';
}

/** The `vitrine:…` event names in a module's code (comments aside), in order of appearance. */
function eventsIn(file) {
  const names = [...nodesOf(parse(file))]
    .filter((node) => ts.isStringLiteral(node) && /^vitrine:[a-z-]+$/.test(node.text))
    .map((node) => node.text);
  return [...new Set(names)];
}

/** The `--vitrine-*` variables of tokens.ts: name, default and what they style. */
function cssVariables() {
  const file = source('styles/tokens.ts');
  const declaration = [...nodesOf(parse(file))].find(
    (node) => ts.isVariableDeclaration(node) && node.name.getText() === 'tokens',
  );
  let literal = declaration?.initializer;
  while (literal && !ts.isObjectLiteralExpression(literal)) literal = literal.expression;
  if (!literal) throw new Error('src/styles/tokens.ts must declare `tokens` as an object literal');
  return literal.properties.map((property) => {
    const value = /^var\((--vitrine-[a-z-]+),\s*(.+)\)$/.exec(property.initializer.text);
    if (!value) throw new Error(`tokens.${property.name.getText()} is not var(--vitrine-…, default)`);
    return { name: value[1], fallback: value[2], text: jsDocOf(property).text };
  });
}

const kebab = (prop) => prop.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
const cell = (text) => String(text ?? '').replace(/\|/g, '\\|');
const code = (text) => `\`${text}\``;
const table = (head, rows) =>
  [
    `| ${head.join(' | ')} |`,
    `| ${head.map(() => '---').join(' | ')} |`,
    ...rows.map((row) => `| ${row.map(cell).join(' | ')} |`),
  ].join('\n');

/** The page, as the code says it today. */
export async function customElementsDoc() {
  const elements = await elementTable();
  const { PARTS } = await evaluate('ui/parts.ts');
  const { ELEMENT_EVENTS } = await evaluate('elements/events.ts');
  const rootFile = source('elements/ElementRoot.tsx');
  const baseDocs = interfaceDocs(rootFile, 'ElementBaseProps');
  const commonEvents = eventsIn(rootFile);
  const describe = (name) => {
    const event = ELEMENT_EVENTS[name];
    if (!event) throw new Error(`${name} is dispatched but not described in src/elements/events.ts`);
    return event;
  };
  const eventRow = (name) => {
    const event = describe(name);
    return [code(name), event.when, event.detail, event.cancel ?? '—'];
  };
  const eventHead = ['event', 'when', '`detail`', 'cancelling it'];
  const attributeRow = (prop, type, doc) => [
    code(kebab(prop)),
    type,
    // A value (`24`, `identity`) as code; a sentence ("the page's origin") as text.
    doc?.fallback ? (/\s/.test(doc.fallback) ? doc.fallback : code(doc.fallback)) : '—',
    doc?.text ?? '',
  ];
  const baseProps = Object.keys(baseDocs).filter((prop) => prop !== 'container');

  const out = [
    '# Custom elements',
    '',
    '<!-- Generated by `npm run docs:elements` (packages/widgets/scripts/customElementsDoc.mjs) from',
    '     the code; do not edit by hand. packages/widgets/src/elements/customElementsDoc.test.ts fails',
    '     when this page and the code disagree. -->',
    '',
    'Every Vitrine screen is also a custom element. Load them all with the script tag',
    '(`<script src="https://shop.example/vitrine-elements.js"></script>`, see',
    '[packages/widgets](../packages/widgets/README.md)) or, in a bundled app, with',
    "`import '@vitrine/widgets/elements'`. Each element renders into an open shadow root with its own",
    'styles, is configured by its attributes (changing one re-renders the element), talks to the',
    'Vitrine web service at `api-base` and shares one client (session, cart, locale) with the other',
    'elements of the page that have the same `api-base`. Style them from the host page with the',
    '[CSS variables](#css-variables) and the [parts](#parts); listen to their [events](#events).',
    '',
    '## Elements',
    '',
    ...Object.keys(elements).map((tag) => `- [\`<${tag}>\`](#${tag})`),
    '',
  ];

  for (const [tag, { props, module, component }] of Object.entries(elements)) {
    const docs = interfaceDocs(module, `${component}Props`);
    const own = Object.keys(props).filter((prop) => !baseProps.includes(prop));
    const events = eventsIn(module).filter((name) => !commonEvents.includes(name));
    out.push(`### ${tag}`, '', componentText(module, component), '');
    out.push(
      `Attributes: ${baseProps.map((prop) => code(kebab(prop))).join(', ')} ([every element's](#attributes-every-element-takes))${own.length ? ', and:' : '.'}`,
      '',
    );
    if (own.length)
      out.push(
        table(
          ['attribute', 'type', 'default', 'meaning'],
          own.map((prop) => attributeRow(prop, props[prop], docs[prop])),
        ),
        '',
      );
    out.push(
      events.length
        ? `Events: [every element's](#events-every-element-sends), and ${events.map(code).join(', ')}.`
        : "Events: [every element's](#events-every-element-sends).",
      '',
    );
  }

  out.push(
    '## Attributes every element takes',
    '',
    table(
      ['attribute', 'type', 'default', 'meaning'],
      baseProps.map((prop) => attributeRow(prop, 'string', baseDocs[prop])),
    ),
    '',
    'An attribute of type `number` is read as a number; a missing attribute takes its default.',
    '',
    '## Events',
    '',
    'Every event is a `CustomEvent` dispatched on the element; it bubbles, is composed (it leaves',
    'the shadow root, so `document.addEventListener` hears it) and is cancelable. Its data is in',
    '`event.detail`.',
    '',
    '```js',
    "document.addEventListener('vitrine:navigate', (event) => {",
    '  event.preventDefault(); // the page routes itself',
    '  router.push(event.detail.href);',
    '});',
    '```',
    '',
    '### Events every element sends',
    '',
    table(eventHead, commonEvents.map(eventRow)),
    '',
    '### Events of some elements',
    '',
    table(
      ['event', 'sent by', 'when', '`detail`', 'cancelling it'],
      Object.keys(ELEMENT_EVENTS)
        .filter((name) => !commonEvents.includes(name))
        .map((name) => {
          const [, when, detail, cancel] = eventRow(name);
          const senders = Object.entries(elements)
            .filter(([, { module }]) => eventsIn(module).includes(name))
            .map(([tag]) => code(`<${tag}>`));
          if (!senders.length) throw new Error(`${name} is described in events.ts but no element sends it`);
          return [code(name), senders.join(', '), when, detail, cancel];
        }),
    ),
    '',
    '## CSS variables',
    '',
    'Set them on the element or on any ancestor (custom properties inherit into shadow roots):',
    '',
    '```css',
    'vitrine-product-grid { --vitrine-color-ink: #222; --vitrine-font: Georgia, serif; }',
    '```',
    '',
    table(
      ['variable', 'default', 'what it styles'],
      cssVariables().map(({ name, fallback, text }) => [code(name), code(fallback), text]),
    ),
    '',
    '## Parts',
    '',
    'Pieces inside the shadow roots a host page may style with `::part()`. They are set by the',
    'shared components, so every element that shows a piece exposes its part:',
    '',
    '```css',
    'vitrine-cart::part(button-primary) { background: #7a4e2d; border-color: #7a4e2d; }',
    'vitrine-product-grid::part(product-price) { font-weight: 400; }',
    '```',
    '',
    table(
      ['part', 'what it is'],
      Object.entries(PARTS).map(([name, text]) => [code(name), text]),
    ),
    '',
    'Only these names are kept from one version to the next; the classes inside the shadow roots',
    'are generated and change.',
    '',
  );
  return out.join('\n');
}

/** The page as written in docs/, or '' when there is none. */
export function writtenCustomElementsDoc() {
  try {
    return readFileSync(DOC_FILE, 'utf8');
  } catch {
    return '';
  }
}

/** Whether the page on disk is the one the code gives. */
export async function customElementsDocIsCurrent() {
  return writtenCustomElementsDoc() === (await customElementsDoc());
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  if (process.argv.includes('--check')) {
    const current = await customElementsDocIsCurrent();
    console.info(
      current
        ? `${relative(process.cwd(), DOC_FILE)} is up to date.`
        : `${relative(process.cwd(), DOC_FILE)} is out of date: run npm run docs:elements.`,
    );
    process.exitCode = current ? 0 : 1;
  } else {
    writeFileSync(DOC_FILE, await customElementsDoc());
    console.info(`Wrote ${relative(process.cwd(), DOC_FILE)}.`);
  }
}
