/** The console report of a run: one table per suite, every figure beside its baseline and goal. */
import { P95_GOALS_MS } from '../suites/api.mjs';

const GOAL_MET = '✓';
const GOAL_MISSED = '✗';

/** Prints `rows` (arrays of cells) under `header`, columns padded; numbers right-aligned. */
function table(log, title, header, rows) {
  log(`\n${title}`);
  const all = [header, ...rows].map((row) =>
    row.map((cell) => (cell === undefined || cell === null ? '—' : String(cell))),
  );
  const widths = header.map((_, column) => Math.max(...all.map((row) => row[column].length)));
  all.forEach((row, index) => {
    const line = row
      .map((cell, column) =>
        column > 0 && /^[-\d.,×%≥≤ ]+$/.test(cell)
          ? cell.padStart(widths[column])
          : cell.padEnd(widths[column]),
      )
      .join('  ');
    log(`  ${line.trimEnd()}`);
    if (index === 0) log(`  ${widths.map((width) => '─'.repeat(width)).join('  ')}`);
  });
}

const mark = (met) => (met ? GOAL_MET : GOAL_MISSED);
const kb = (bytes) => (bytes === undefined ? undefined : `${(bytes / 1000).toFixed(1)} kB`);
const ms = (value) => (value === undefined || Number.isNaN(value) ? undefined : `${value} ms`);

export function printReport(results, log) {
  const { suites, machine, settings } = results;
  log(`\n══ Vitrine benchmarks — ${results.date} — ${results.commit ?? ''}`);
  log(
    `   ${machine.cpu}, ${machine.cores} cores, ${machine.memoryGb} GB, ${machine.os}, Node ${machine.node}, ${machine.chromium}`,
  );

  const mix = suites.mix;
  if (mix) {
    table(
      log,
      `0. The realistic mix — ${mix.urls} requests over ${mix.distinctUrls} URLs: product pages ${mix.shares.product * 100} %, filtered lists ${mix.shares.list * 100} %, searches ${mix.shares.search * 100} %, 5 languages, ${mix.connections} connections × ${settings.durationS} s; share of the ceiling (the same URLs' bodies, precomputed) measured just before`,
      ['server', 'writes/s', 'req/s', 'ceiling', 'share', 'p50', 'p99', 'kept with writes (≥ 0.5)', 'errors'],
      Object.values(mix.targets).flatMap((target) =>
        [target.readsOnly, target.withWrites].map((figure, index) => [
          target.label,
          figure.writes ? `${figure.writes.perSecond}` : '0',
          figure.server.rps,
          figure.ceiling.rps,
          figure.share,
          ms(figure.server.p50),
          ms(figure.server.p99),
          index === 1 ? `${target.writesKeep} ${mark(target.writesKeep >= 0.5)}` : undefined,
          figure.server.non2xx + figure.server.errors,
        ]),
      ),
    );
  }

  const pages = suites.pages;
  if (pages) {
    table(
      log,
      `Pages rendered on the server — ${pages.urls} requests over ${pages.distinctUrls} product pages (six in ten) and lists (four in ten), 5 languages, ${pages.connections} connections × ${settings.durationS} s; share of the ceiling (the same pages' HTML, precomputed) measured just before`,
      ['server', 'req/s', 'ceiling', 'share', 'p50', 'p99', 'median page', 'errors'],
      [
        [
          'PGlite, answer cache on',
          pages.server.rps,
          pages.ceiling.rps,
          pages.share,
          ms(pages.server.p50),
          ms(pages.server.p99),
          kb(pages.medianPageBytes),
          pages.server.non2xx + pages.server.errors,
        ],
      ],
    );
  }

  const bytes = suites.bytes;
  if (bytes) {
    table(
      log,
      `1. Bytes — ${bytes.source}; the budgets are the size-limit owner's`,
      ['entry', 'size', 'compression', 'limit', 'size / limit'],
      bytes.entries.map((entry) => [
        entry.name,
        kb(entry.bytes),
        entry.compression,
        entry.limit,
        entry.ratio === null ? undefined : `${entry.ratio} ${mark(entry.ratio <= 1)}`,
      ]),
    );
  }

  const api = suites.api;
  if (api) {
    table(
      log,
      `2. API — PGlite, ${api.catalogue} products, ${settings.connections} connections × ${settings.durationS} s; ceiling: the same fastify answering the same body, precomputed`,
      [
        'call',
        'body',
        'req/s',
        'ceiling',
        'ratio (≥ 0.5)',
        'p50',
        'ceiling p50',
        'p99',
        'ceiling p99',
        'errors',
      ],
      Object.entries(api.calls).map(([name, call]) => [
        name,
        kb(call.bytes),
        call.server.rps,
        call.ceiling?.rps,
        call.ratio ? `${call.ratio.rps} ${mark(call.ratio.rps >= 0.5)}` : undefined,
        ms(call.server.p50),
        ms(call.ceiling?.p50),
        ms(call.server.p99),
        ms(call.ceiling?.p99),
        call.server.non2xx + call.server.errors,
      ]),
    );
    if (api.answerCache) {
      const cache = api.answerCache;
      log(
        `  answer cache: ${cache.hits.toLocaleString('en')} hits, ${cache.misses} misses, ${cache.invalidations} invalidations, ${cache.entries} entries (${kb(cache.bytes)})`,
      );
    }
  }
  if (api?.uncached) {
    table(
      log,
      '2. API, miss path — a second PGlite server with ANSWER_CACHE=off: every request computed',
      ['call', 'req/s', 'ceiling', 'ratio (≥ 0.5)', 'p50', 'p99', 'errors'],
      Object.entries(api.uncached).map(([name, call]) => [
        name,
        call.server.rps,
        api.calls[name]?.ceiling?.rps,
        call.vsCeiling ? `${call.vsCeiling.rps} ${mark(call.vsCeiling.rps >= 0.5)}` : undefined,
        ms(call.server.p50),
        ms(call.server.p99),
        call.server.non2xx + call.server.errors,
      ]),
    );
  }

  // Scale and PostgreSQL are compared with computed answers: the miss path when it was measured.
  const computed = api?.uncached ?? api?.calls;
  const computedNote = api?.uncached ? ' (uncached)' : '';

  const scale = suites.scale;
  if (scale) {
    table(
      log,
      `3. Scale — ${scale.catalogue.toLocaleString('en')} products against ${api?.catalogue ?? 300} (same calls); goal: search and filtered list p95 within 2×`,
      [
        'call',
        'p95',
        `p95 at ${api?.catalogue ?? 300}${computedNote}`,
        'ratio (≤ 2)',
        'req/s',
        `req/s at ${api?.catalogue ?? 300}${computedNote}`,
        'errors',
      ],
      Object.entries(scale.calls).map(([name, call]) => {
        const goal = name === 'search_produit' || name === 'list_produit';
        const ceilingMs = P95_GOALS_MS[name];
        return [
          name,
          `${ms(call.server.p95)}${ceilingMs ? ` (≤ ${ceilingMs} ms ${mark(call.server.p95 <= ceilingMs)})` : ''}`,
          ms(computed?.[name]?.server.p95),
          call.vsBase ? `${call.vsBase.p95}${goal ? ` ${mark(call.vsBase.p95 <= 2)}` : ''}` : undefined,
          call.server.rps,
          computed?.[name]?.server.rps,
          call.server.non2xx + call.server.errors,
        ];
      }),
    );
    log(
      `  (catalogue seeded in ${(scale.seedMs / 1000).toFixed(0)} s${scale.seededThisRun ? ' during this run' : ', cached'})`,
    );
  }

  const render = suites.render;
  if (render) {
    const list = render.list10000;
    table(
      log,
      `4. Rendering — Chromium ${render.viewport.width}×${render.viewport.height}, ProductGrid (React) against plain DOM of the same cards`,
      ['figure', 'ProductGrid', 'plain DOM', 'ratio'],
      [
        [
          '60 cards, time to paint',
          ms(render.grid60.reactMs),
          ms(render.grid60.baselineMs),
          render.grid60.ratio,
        ],
        [
          '1,000 cards (virtualised), time to paint',
          ms(render.grid1000.reactMs),
          ms(render.grid1000.baselineMs),
          render.grid1000.ratio,
        ],
        [
          '1,000 cards (virtualize=false)',
          ms(render.grid1000.reactAllCardsMs),
          ms(render.grid1000.baselineMs),
          render.grid1000.reactAllCardsRatio,
        ],
        [
          '10,000 cards, time to paint',
          ms(list.react.renderMs),
          ms(list.baseline.renderMs),
          list.renderRatio,
        ],
        [
          '10,000 cards, main thread per scroll step',
          ms(list.react.taskMsPerStep),
          ms(list.baseline.taskMsPerStep),
          list.scrollRatio,
        ],
        [
          '10,000 cards, DOM elements while scrolling',
          `${list.react.nodes.min}–${list.react.nodes.max} ${mark(list.constantNodes)}`,
          `${list.baseline.nodes.min}–${list.baseline.nodes.max}`,
          list.nodesRatio,
        ],
        [
          '10,000 cards, cards in the DOM',
          `${list.react.cards.min}–${list.react.cards.max}`,
          `${list.baseline.cards.max}`,
          undefined,
        ],
        ['steps with no card in view', list.react.blankSteps, list.baseline.blankSteps, undefined],
      ],
    );
  }

  const site = suites.lighthouse;
  const embed = suites.embed;
  if (site) {
    const baseline = embed?.without;
    table(
      log,
      '5. Lighthouse — mobile preset, median of the runs; baseline: a plain page of text on this machine (the boutique without its script)',
      ['page', 'score (≥ 95)', 'runs', 'LCP', 'TBT', 'CLS (0)', 'transfer'],
      [
        ...Object.entries(site).map(([name, page]) => [
          name,
          `${page.score} ${mark(page.score >= 95)}`,
          page.scores.join(' '),
          ms(page.lcpMs),
          ms(page.tbtMs),
          `${page.cls} ${mark(page.cls === 0)}`,
          kb(page.transferBytes),
        ]),
        ...(baseline
          ? [
              [
                'baseline',
                baseline.score,
                baseline.scores.join(' '),
                ms(baseline.lcpMs),
                ms(baseline.tbtMs),
                baseline.cls,
                kb(baseline.transferBytes),
              ],
            ]
          : []),
      ],
    );
  }
  if (embed) {
    table(
      log,
      '6. Embed cost — Lighthouse on examples/boutique with and without the script tag',
      ['page', 'score', 'runs', 'LCP', 'TBT', 'CLS', 'transfer'],
      [
        [
          'without the script tag',
          embed.without.score,
          embed.without.scores.join(' '),
          ms(embed.without.lcpMs),
          ms(embed.without.tbtMs),
          embed.without.cls,
          kb(embed.without.transferBytes),
        ],
        [
          'with the script tag',
          embed.with.score,
          embed.with.scores.join(' '),
          ms(embed.with.lcpMs),
          ms(embed.with.tbtMs),
          embed.with.cls,
          kb(embed.with.transferBytes),
        ],
        [
          'drop (≤ 2 points)',
          `${embed.drop} ${mark(embed.drop <= 2)}`,
          undefined,
          undefined,
          undefined,
          undefined,
          undefined,
        ],
      ],
    );
  }

  const postgres = suites.postgres;
  if (postgres?.skipped) {
    log(`\n7. Database — PostgreSQL not run: ${postgres.skipped}`);
  } else if (postgres) {
    table(
      log,
      `7. Database — PostgreSQL (${postgres.version}) against PGlite, ${postgres.catalogue} products, same calls`,
      [
        'call',
        'req/s',
        `PGlite req/s${computedNote}`,
        'ratio',
        'of ceiling (≥ 0.5)',
        'p50',
        'PGlite p50',
        'p99',
        'PGlite p99',
      ],
      Object.entries(postgres.calls).map(([name, call]) => [
        name,
        call.server.rps,
        computed?.[name]?.server.rps,
        call.vsPglite?.rps,
        call.vsCeiling ? `${call.vsCeiling.rps} ${mark(call.vsCeiling.rps >= 0.5)}` : undefined,
        ms(call.server.p50),
        ms(computed?.[name]?.server.p50),
        ms(call.server.p99),
        ms(computed?.[name]?.server.p99),
      ]),
    );
  }

  for (const [name, error] of Object.entries(results.errors))
    log(`\n✗ ${name} failed: ${error.split('\n')[0]}`);
  log(
    `\nSuite times (s): ${Object.entries(results.timings)
      .map(([name, seconds]) => `${name} ${seconds}`)
      .join(', ')}`,
  );
  log(
    `Load average before → after each suite (${machine.cores} cores): ${Object.entries(results.load ?? {})
      .map(([name, [before, after]]) => `${name} ${before}→${after}`)
      .join(', ')}`,
  );
}
