// Byte budgets, checked by `npm run size` after `npm run build`: gzip, each file
// compressed on its own and summed, as a browser fetches them. The file lists come from the build
// outputs (@vitrine/build-tools/first-load); `node packages/widgets/scripts/sizes.mjs --why`
// prints the same sets with brotli, the react-dom and Buy Button references, and where bytes go.
//
// The element budgets include @emotion/css, the design card's style library (one instance per
// shadow root); BENCHMARKS.md §1 says what it and i18next cost and why the budgets moved. What
// keeps every element within it: answers checked against the contract compiled to data rather than zod
// (@vitrine/build-tools/compiled-contract), in pieces so a chunk carries only the endpoints
// its code calls; the checkout's first render fetching the addresses area alone, not all of
// orders; forms checked by the SDK's own small rules
// rather than zod; French carried by key, with the code that shows it
// (@vitrine/build-tools/french-texts); and what shows only on an action (the account's
// other views, the dialogs, the payment step, the checkout's review, the virtual grid) loaded
// then; and the chunks cut by a rule rather than merged by size (the widgets' rollup.config.mjs,
// runtimeChunk), so a change moves only its own bytes. What is left is mostly preact, Emotion, the
// loader, the SDK client and the screens.
import { allElementsFirstUse, elementFirstUse, siteFirstLoad } from '@vitrine/build-tools/first-load';

/** Built files, measured as they are (no bundling by size-limit). */
const builtFiles = { gzip: true, disablePlugins: ['@size-limit/esbuild'] };

export default [
  {
    name: '<vitrine-product-grid>: the loader and its first-use chunks',
    path: elementFirstUse('vitrine-product-grid'),
    // Down from 36 kB with the chunks cut by a stated rule (BENCHMARKS.md §1): what is measured, and
    // less than 0.1 kB spare.
    limit: '35.75 kB',
    ...builtFiles,
  },
  {
    name: 'Every element: the loader, their first-use chunks, the lazy SDK areas their first renders call',
    path: allElementsFirstUse(),
    // Down from 81.6 kB with the chunks cut by a stated rule (BENCHMARKS.md §1): what is measured,
    // and less than 0.1 kB spare.
    limit: '78.3 kB',
    ...builtFiles,
  },
  {
    name: '@vitrine/sdk-core, catalogue and money: { createCatalogReader, formatPrice }',
    path: 'packages/sdk-core/src/index.ts',
    import: '{ createCatalogReader, formatPrice }',
    // The workspace's sources, as the repository's bundlers resolve them.
    modifyEsbuildConfig: (config) => ({ ...config, conditions: ['@vitrine/source'], platform: 'browser' }),
    limit: '8 kB',
    gzip: true,
  },
  {
    name: 'Reference site, first load of the home: entry, preloads, the home chunk',
    path: siteFirstLoad('HomePage'),
    limit: '120 kB',
    ...builtFiles,
  },
];
