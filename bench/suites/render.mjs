/**
 * Rendering in Chromium: the real ProductGrid (React, production build) against a baseline page
 * drawing the same cards as plain DOM from the same data, in the same browser, one after the
 * other. Figures: time until 60 and 1,000 cards are painted, and for 10,000 products the first
 * paint, the main thread's work per scroll step and the DOM's node count while scrolling.
 */
import { join } from 'node:path';
import { build } from 'esbuild';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../lib/chromium.mjs';
import { round } from '../lib/load.mjs';
import { resultsDir, root } from '../lib/paths.mjs';
import { serveStatic } from '../lib/staticServer.mjs';

const VIEWPORT = { width: 1280, height: 900 };
const SCROLL_STEPS = 30;

export async function runRender({ log }) {
  const outdir = join(resultsDir, 'render');
  await build({
    entryPoints: {
      grid: join(root, 'bench/render/grid.tsx'),
      baseline: join(root, 'bench/render/baseline.ts'),
    },
    outdir,
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'chrome120',
    jsx: 'automatic',
    conditions: ['@vitrine/source'],
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'warning',
  });
  const here = (file) => ({ file: join(root, 'bench/render', file) });
  const site = await serveStatic({
    '/grid.html': here('grid.html'),
    '/baseline.html': here('baseline.html'),
    '/card.svg': here('card.svg'),
    '/avatar.svg': here('avatar.svg'),
    '/grid.js': { file: join(outdir, 'grid.js') },
    '/baseline.js': { file: join(outdir, 'baseline.js') },
  });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const open = async (name) => {
      const context = await browser.newContext({ viewport: VIEWPORT, deviceScaleFactor: 1 });
      const page = await context.newPage();
      await page.goto(`${site.url}/${name}.html`);
      await page.waitForFunction(() => 'bench' in window);
      const cdp = await context.newCDPSession(page);
      await cdp.send('Performance.enable');
      return { page, cdp };
    };
    const react = await open('grid');
    const plain = await open('baseline');

    const figures = {};
    for (const [key, count, reps] of [
      ['grid60', 60, 9],
      ['grid1000', 1000, 5],
    ]) {
      const reactMs = await medianRender(react.page, count, reps);
      const baselineMs = await medianRender(plain.page, count, reps);
      figures[key] = { cards: count, reactMs, baselineMs, ratio: round(reactMs / baselineMs, 2) };
      if (count > 200) {
        // Above 200 cards ProductGrid virtualises by itself; this is what it would cost without.
        figures[key].reactAllCardsMs = await medianRender(react.page, count, reps, { virtualize: false });
        figures[key].reactAllCardsRatio = round(figures[key].reactAllCardsMs / baselineMs, 2);
      }
      log(`  ${count} cards: ProductGrid ${reactMs} ms, plain DOM ${baselineMs} ms`);
    }

    const reactList = await scrollList(react, 10_000, 3);
    // One render of the plain list: it takes seconds, a hundred times the virtualised one.
    const plainList = await scrollList(plain, 10_000, 1);
    figures.list10000 = {
      cards: 10_000,
      react: reactList,
      baseline: plainList,
      renderRatio: round(reactList.renderMs / plainList.renderMs, 3),
      scrollRatio: round(reactList.taskMsPerStep / plainList.taskMsPerStep, 2),
      nodesRatio: round(reactList.nodes.max / plainList.nodes.max, 4),
      // Constant: the same number of cards at every step; elements vary only by the 'Vendu'
      // ribbon of the sold cards in view (one element each).
      constantNodes:
        reactList.cards.min === reactList.cards.max && reactList.nodes.max - reactList.nodes.min <= 3,
    };
    log(
      `  10,000 cards: ProductGrid ${reactList.renderMs} ms, ${reactList.taskMsPerStep} ms/step, ${reactList.nodes.min}–${reactList.nodes.max} nodes; ` +
        `plain DOM ${plainList.renderMs} ms, ${plainList.taskMsPerStep} ms/step, ${plainList.nodes.max} nodes`,
    );
    figures.viewport = VIEWPORT;
    return figures;
  } finally {
    await browser.close();
    await site.close();
  }
}

/** The median time of `reps` fresh renders of `count` cards. */
async function medianRender(page, count, reps, options) {
  const times = [];
  for (let rep = 0; rep < reps; rep += 1) {
    times.push(await page.evaluate(([n, o]) => window.bench.render(n, o), [count, options]));
    await page.evaluate(() => window.bench.clear());
  }
  times.sort((a, b) => a - b);
  return round(times[Math.floor(times.length / 2)], 1);
}

/**
 * Renders `count` cards, then scrolls the window from top to bottom in SCROLL_STEPS steps, two
 * frames each. The main thread's work (Chromium's TaskDuration) over the steps is the scroll
 * cost; after each step the DOM's elements are counted and the viewport checked for cards.
 */
async function scrollList({ page, cdp }, count, reps) {
  const renders = [];
  for (let rep = 0; rep < reps; rep += 1) {
    await page.evaluate(() => window.scrollTo(0, 0));
    if (rep > 0) await page.evaluate(() => window.bench.clear());
    renders.push(await page.evaluate((n) => window.bench.render(n), count));
  }
  renders.sort((a, b) => a - b);
  const before = await taskSeconds(cdp);
  const scrollHeight = await page.evaluate(async (stepCount) => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve()));
    const max = document.documentElement.scrollHeight - window.innerHeight;
    for (let step = 0; step <= stepCount; step += 1) {
      window.scrollTo(0, Math.round((max * step) / stepCount));
      await frame();
      await frame();
    }
    return max;
  }, SCROLL_STEPS);
  const after = await taskSeconds(cdp);
  // A second pass, not timed: counting elements walks the whole DOM, which would bill the
  // plain list for its size twice.
  const steps = await page.evaluate(async (stepCount) => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve()));
    const max = document.documentElement.scrollHeight - window.innerHeight;
    const out = [];
    for (let step = 0; step <= stepCount; step += 1) {
      window.scrollTo(0, Math.round((max * step) / stepCount));
      await frame();
      await frame();
      // A card under one of three points of the viewport: the window is not blank.
      const seen = [0.25, 0.5, 0.75].some((y) =>
        document.elementFromPoint(120, window.innerHeight * y)?.closest('article'),
      );
      out.push({
        nodes: document.getElementsByTagName('*').length,
        cards: document.getElementsByTagName('article').length,
        seen,
      });
    }
    return out;
  }, SCROLL_STEPS);
  await page.evaluate(() => window.bench.clear());
  const nodes = steps.map((step) => step.nodes);
  const cards = steps.map((step) => step.cards);
  return {
    renderMs: round(renders[Math.floor(renders.length / 2)], 1),
    taskMsPerStep: round(((after - before) * 1000) / (SCROLL_STEPS + 1), 2),
    nodes: { min: Math.min(...nodes), max: Math.max(...nodes) },
    cards: { min: Math.min(...cards), max: Math.max(...cards) },
    blankSteps: steps.filter((step) => !step.seen).length,
    scrollHeight,
  };
}

async function taskSeconds(cdp) {
  const { metrics } = await cdp.send('Performance.getMetrics');
  return metrics.find((metric) => metric.name === 'TaskDuration')?.value ?? 0;
}
