/**
 * A product page's address in each language, against the real server and its seeded catalogue:
 * the category's slug in the page's language is the one address; any other slug — another
 * language's, the French one every page used before, a made-up one — answers 301 to it.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeCategorySlugs } from '../db/queries/categorySlugs.js';
import type { RunningServer } from '../server.js';
import { startTestServer } from '../testing/testServer.js';

let server: RunningServer;
let siteDir: string;
let handbag: number;

beforeAll(async () => {
  siteDir = mkdtempSync(join(tmpdir(), 'vitrine-product-address-'));
  writeFileSync(
    join(siteDir, 'index.html'),
    '<!doctype html><html lang="fr"><head><title>Vitrine</title></head><body><div id="root"></div></body></html>',
  );
  server = await startTestServer({ siteDir });
  const [row] = await server.db.query<{ id_produit: number }>(
    `SELECT min(p.id_produit) AS id_produit FROM produit p JOIN categorie c ON c.id_categorie = p.id_categorie
      WHERE c.slug = 'sacs-a-main'`,
  );
  handbag = row?.id_produit as number;
});
afterAll(async () => {
  await server?.close();
  rmSync(siteDir, { recursive: true, force: true });
});

const visit = (path: string) => fetch(`${server.url}${path}`, { redirect: 'manual' });

/** A handbag's slug in each language: its category's name there. */
const handbagIn = {
  'fr-fr': 'sacs-a-main',
  'gb-en': 'handbags',
  'it-it': 'borse-a-mano',
  'jp-jp': encodeURIComponent('ハンドバッグ'),
  'ru-ru': encodeURIComponent('сумки-с-ручками'),
} as const;
const segments = Object.keys(handbagIn) as (keyof typeof handbagIn)[];

describe("a product page's address", () => {
  it("is its category's slug in the page's language, served as it is", async () => {
    for (const segment of segments) {
      const response = await visit(`/${segment}/shopping-detail/${handbagIn[segment]}/${handbag}`);
      expect(response.status, segment).toBe(200);
      expect(await response.text()).toContain(
        `<link rel="canonical" href="${server.config.publicUrl}/${segment}/shopping-detail/${handbagIn[segment]}/${handbag}">`,
      );
    }
  });

  it("moves permanently to it from every other language's slug, keeping the query", async () => {
    for (const segment of segments) {
      for (const other of segments.filter((candidate) => candidate !== segment)) {
        const response = await visit(`/${segment}/shopping-detail/${handbagIn[other]}/${handbag}?from=mail`);
        expect(response.status, `${segment} with ${other}'s slug`).toBe(301);
        expect(response.headers.get('location')).toBe(
          `/${segment}/shopping-detail/${handbagIn[segment]}/${handbag}?from=mail`,
        );
      }
    }
  });

  it('moves there from an old or a made-up slug, in another country of the language too', async () => {
    for (const slug of ['sacs', 'x', 'sacs-a-main-1']) {
      const response = await visit(`/ch-it/shopping-detail/${slug}/${handbag}`);
      expect(response.status, slug).toBe(301);
      expect(response.headers.get('location')).toBe(`/ch-it/shopping-detail/borse-a-mano/${handbag}`);
    }
  });

  it('leaves an unknown product to its page, which says it is not found', async () => {
    const response = await visit('/it-it/shopping-detail/borse-a-mano/999999999');
    expect(response.status).not.toBe(301);
  });

  it("follows a category's new name: the new slug is its address, the old one moves there", async () => {
    const [leaf] = await server.db.query<{ id_categorie: number; nom_it: string }>(
      `SELECT c.id_categorie, c.nom_it FROM produit p JOIN categorie c ON c.id_categorie = p.id_categorie
        WHERE p.id_produit = $1`,
      [handbag],
    );
    try {
      await server.db.query("UPDATE categorie SET nom_it = 'Borsette' WHERE id_categorie = $1", [
        leaf?.id_categorie,
      ]);
      expect(await writeCategorySlugs(server.db)).toBe(1);
      expect((await visit(`/it-it/shopping-detail/borsette/${handbag}`)).status).toBe(200);
      const old = await visit(`/it-it/shopping-detail/borse-a-mano/${handbag}`);
      expect(old.status).toBe(301);
      expect(old.headers.get('location')).toBe(`/it-it/shopping-detail/borsette/${handbag}`);
    } finally {
      await server.db.query('UPDATE categorie SET nom_it = $2 WHERE id_categorie = $1', [
        leaf?.id_categorie,
        leaf?.nom_it,
      ]);
      await writeCategorySlugs(server.db);
    }
  });
});
