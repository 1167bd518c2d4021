import { describe, expect, it } from 'vitest';
import { brandMakes, listingTexts, SEED_LANGUAGES } from '../listing.js';
import { banners } from './banners.js';
import { brands } from './brands.js';
import {
  catalogueWords,
  collections,
  conditions,
  details,
  familyOf,
  materials,
  materialsByKind,
  modelsByLeaf,
  openings,
  seasons,
} from './catalogueWords.js';
import { categoryTree } from './categories.js';
import { colours } from './colours.js';
import { countries } from './countries.js';
import { sellers } from './sellers.js';
import { sizes } from './sizes.js';
import { spokenLanguages } from './spokenLanguages.js';
import type { AppLanguage, ItemKind, LeafCategorySeed, Localised } from './types.js';

const LOCALISED_KEYS = ['fr', 'uk', 'it', 'jp', 'ru'] as const;
const APP_LANGUAGES: readonly AppLanguage[] = ['fr', 'en', 'it', 'jp', 'ru'];
const EURO_AREA = ['FR', 'BE', 'LU', 'MC', 'DE', 'AT', 'IT', 'ES', 'PT', 'NL', 'IE', 'GR'];
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

function expectLocalised(names: Localised): void {
  for (const key of LOCALISED_KEYS) {
    expect(typeof names[key]).toBe('string');
    expect(names[key].trim(), `${names.fr}: ${key}`).not.toBe('');
  }
}

function expectUnique(values: readonly string[], what: string): void {
  const seen = new Set<string>();
  for (const v of values) {
    expect(seen.has(v), `duplicate ${what}: ${v}`).toBe(false);
    seen.add(v);
  }
}

const leaves: LeafCategorySeed[] = categoryTree.flatMap((g) => g.children.flatMap((m) => m.children));

describe('countries', () => {
  it('has at least 30 countries with unique upper-case alpha2 and numeric codes', () => {
    expect(countries.length).toBeGreaterThanOrEqual(30);
    for (const c of countries) {
      expect(c.alpha2).toMatch(/^[A-Z]{2}$/);
      expect(c.code).toMatch(/^\d{3}$/);
      expect(c.code_monnaie).toMatch(/^[A-Z]{3}$/);
      expect(c.langue_parle).toMatch(/^[a-z]{2}$/);
      expect(APP_LANGUAGES).toContain(c.langue_translate);
      expect(c.unity.trim()).not.toBe('');
      expect(Number.isFinite(c.taux_change) && c.taux_change > 0).toBe(true);
      // At most 4 decimals.
      expect(Math.round(c.taux_change * 10_000) / 10_000).toBe(c.taux_change);
      for (const name of [c.nom_fr_fr, c.nom_en_gb, c.nom_it, c.nom_jp, c.nom_ru, c.region_fr]) {
        expect(name.trim()).not.toBe('');
      }
    }
    expectUnique(
      countries.map((c) => c.alpha2),
      'alpha2',
    );
    expectUnique(
      countries.map((c) => c.code),
      'numeric code',
    );
  });

  it('uses the flag emoji matching alpha2', () => {
    for (const c of countries) {
      const expected = String.fromCodePoint(...[...c.alpha2].map((ch) => 0x1f1e6 + ch.charCodeAt(0) - 65));
      expect(c.flag, c.alpha2).toBe(expected);
    }
  });

  it('gives euro countries a rate of exactly 1, and only them', () => {
    for (const c of countries) {
      if (c.code_monnaie === 'EUR') expect(c.taux_change, c.alpha2).toBe(1);
      else expect(c.taux_change, c.alpha2).not.toBe(1);
    }
    for (const alpha2 of EURO_AREA) {
      const c = countries.find((x) => x.alpha2 === alpha2);
      expect(c, alpha2).toBeDefined();
      expect(c?.code_monnaie).toBe('EUR');
      expect(c?.taux_change).toBe(1);
    }
  });

  it('covers the main non-euro currencies', () => {
    const currencies = new Set(countries.map((c) => c.code_monnaie));
    for (const code of ['JPY', 'KRW', 'USD', 'GBP', 'CHF', 'RUB']) {
      expect(currencies.has(code), code).toBe(true);
    }
  });

  it('serves the French-speaking countries in French and JP/IT/RU in their language', () => {
    const byAlpha2 = new Map(countries.map((c) => [c.alpha2, c]));
    for (const a of ['FR', 'BE', 'CH', 'LU', 'MC', 'MA'])
      expect(byAlpha2.get(a)?.langue_translate).toBe('fr');
    expect(byAlpha2.get('IT')?.langue_translate).toBe('it');
    expect(byAlpha2.get('JP')?.langue_translate).toBe('jp');
    expect(byAlpha2.get('RU')?.langue_translate).toBe('ru');
    expect(byAlpha2.get('US')?.langue_translate).toBe('en');
  });
});

describe('brands', () => {
  it('has at least 40 unique, non-empty brands sorted alphabetically', () => {
    const names = brands.map((b) => b.nom_marque);
    expect(names.length).toBeGreaterThanOrEqual(40);
    for (const n of names) expect(n.trim()).toBe(n);
    expectUnique(names, 'brand');
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'fr')));
  });
});

describe('categories', () => {
  it('has the two genres, each with the five mères', () => {
    expect(categoryTree.map((g) => g.slug)).toEqual(['femme', 'homme']);
    for (const g of categoryTree) {
      expect(g.children.map((m) => m.slug)).toEqual([
        'sacs',
        'chaussures',
        'vetements',
        'accessoires',
        'bijoux-montres',
      ]);
    }
  });

  it('names every node in all five languages', () => {
    for (const g of categoryTree) {
      expectLocalised(g.names);
      for (const m of g.children) {
        expectLocalised(m.names);
        for (const f of m.children) expectLocalised(f.names);
      }
    }
  });

  it('has 3 to 5 leaves per mère with valid slugs, unique within their parent', () => {
    for (const g of categoryTree) {
      expect(g.slug).toMatch(SLUG);
      expectUnique(
        g.children.map((m) => m.slug),
        `slug under ${g.slug}`,
      );
      for (const m of g.children) {
        expect(m.slug).toMatch(SLUG);
        expect(m.children.length).toBeGreaterThanOrEqual(3);
        expect(m.children.length).toBeLessThanOrEqual(5);
        expectUnique(
          m.children.map((f) => f.slug),
          `slug under ${g.slug}/${m.slug}`,
        );
        for (const f of m.children) expect(f.slug).toMatch(SLUG);
      }
    }
  });

  it('uses the shoe grid for shoes, clothing for garments and one size otherwise', () => {
    const garments: readonly ItemKind[] = ['dress', 'top', 'trousers', 'jacket', 'coat', 'skirt'];
    for (const f of leaves) {
      if (familyOf[f.kind] === 'shoe') expect(f.sizes, f.slug).toBe('shoes');
      else if (garments.includes(f.kind)) expect(f.sizes, f.slug).toBe('clothing');
      else expect(f.sizes, f.slug).toBe('unique');
    }
  });
});

describe('sizes', () => {
  it('covers every grid used by the categories', () => {
    const grids = new Set(sizes.map((s) => s.grid));
    for (const f of leaves) expect(grids.has(f.sizes), f.sizes).toBe(true);
  });

  it('has the six clothing letters, EU 35–46 shoes and one TU size', () => {
    expect(sizes.filter((s) => s.grid === 'clothing').map((s) => s.valeur_taille)).toEqual([
      'XS',
      'S',
      'M',
      'L',
      'XL',
      'XXL',
    ]);
    expect(sizes.filter((s) => s.grid === 'shoes').map((s) => s.valeur_taille)).toEqual(
      Array.from({ length: 12 }, (_, i) => String(35 + i)),
    );
    const unique = sizes.filter((s) => s.grid === 'unique');
    expect(unique).toHaveLength(1);
    for (const [key, value] of Object.entries(unique[0] ?? {})) {
      if (key !== 'grid') expect(value, key).toBe('TU');
    }
  });

  it('fills every conversion and keeps labels unique per grid', () => {
    for (const s of sizes) {
      for (const [key, value] of Object.entries(s)) {
        expect(String(value).trim(), `${s.valeur_taille} ${key}`).not.toBe('');
      }
    }
    for (const grid of ['clothing', 'shoes', 'unique'] as const) {
      expectUnique(
        sizes.filter((s) => s.grid === grid).map((s) => s.valeur_taille),
        `${grid} size`,
      );
    }
  });
});

describe('colours', () => {
  it('has at least 16 colours with valid, unique #rrggbb codes and five names', () => {
    expect(colours.length).toBeGreaterThanOrEqual(16);
    for (const c of colours) {
      expect(c.code_hexa).toMatch(/^#[0-9a-fA-F]{6}$/);
      expectLocalised(c.names);
    }
    expectUnique(
      colours.map((c) => c.code_hexa.toLowerCase()),
      'hex',
    );
    expectUnique(
      colours.map((c) => c.names.fr),
      'colour name',
    );
  });
});

describe('spoken languages', () => {
  it('has unique ISO 639-1 codes with French and English names', () => {
    expect(spokenLanguages.length).toBeGreaterThanOrEqual(14);
    for (const l of spokenLanguages) {
      expect(l.alpha2).toMatch(/^[a-z]{2}$/);
      expect(l.nom_fr.trim()).not.toBe('');
      expect(l.nom_en.trim()).not.toBe('');
    }
    expectUnique(
      spokenLanguages.map((l) => l.alpha2),
      'language',
    );
  });
});

describe('banners', () => {
  it('has three complete banners for each of the five application languages', () => {
    expect(banners).toHaveLength(APP_LANGUAGES.length * 3);
    for (const lang of APP_LANGUAGES) {
      expect(
        banners.filter((b) => b.language === lang),
        lang,
      ).toHaveLength(3);
    }
    for (const b of banners) {
      for (const text of [
        b.text_publicitaire_gras,
        b.text_publicitaire_gras_2,
        b.description,
        b.text_boutton,
      ]) {
        expect(text.trim()).not.toBe('');
      }
    }
  });
});

describe('sellers', () => {
  const countryByAlpha2 = new Map(countries.map((c) => [c.alpha2, c]));
  const languageCodes = new Set(spokenLanguages.map((l) => l.alpha2));

  it('has at least 20 sellers with unique pseudos', () => {
    expect(sellers.length).toBeGreaterThanOrEqual(20);
    expectUnique(
      sellers.map((s) => s.pseudo),
      'pseudo',
    );
    for (const s of sellers) {
      expect(s.pseudo).toMatch(/^[A-Za-z0-9]+$/);
      expect(s.prenom.trim()).not.toBe('');
      expect(s.nom.trim()).not.toBe('');
      expect(['Homme', 'Femme']).toContain(s.sexe);
    }
  });

  it('spreads sellers over at least 6 countries and 6 currencies, all known', () => {
    for (const s of sellers) expect(countryByAlpha2.has(s.alpha2), s.alpha2).toBe(true);
    expect(new Set(sellers.map((s) => s.alpha2)).size).toBeGreaterThanOrEqual(6);
    const currencies = new Set(sellers.map((s) => countryByAlpha2.get(s.alpha2)?.code_monnaie));
    expect(currencies.size).toBeGreaterThanOrEqual(6);
  });

  it('speaks known languages and has a marketing text for each, and only for them', () => {
    for (const s of sellers) {
      expect(s.langues.length, s.pseudo).toBeGreaterThanOrEqual(1);
      expectUnique(s.langues, `${s.pseudo} language`);
      for (const code of s.langues) {
        expect(languageCodes.has(code), `${s.pseudo}: ${code}`).toBe(true);
        expect(s.text_marketing[code]?.trim(), `${s.pseudo}: ${code}`).toBeTruthy();
      }
      expect(Object.keys(s.text_marketing).sort()).toEqual([...s.langues].sort());
    }
  });
});

/**
 * Words that only French writes: a text in another language holding one was not written in it.
 * (Words French shares with Italian or English, such as 'atelier' or 'pochette', are left out.)
 */
const FRENCH_ONLY =
  /(^|[^\p{L}])(de la|coloris|maison|neuf|neuve|porté|cuir|daim|soie|laine|printemps|automne|hiver|été|état|avec|sans|étiquettes|signé|écrin|livré|livrée|jamais|chaussant)(?=$|[^\p{L}])/iu;

/** Every leaf with its mère's slug. */
const leafPlaces = categoryTree.flatMap((g) =>
  g.children.flatMap((m) => m.children.map((leaf) => ({ mere: m.slug, leaf }))),
);

/** Every listing the words can compose for a leaf: each model, material, opening and condition. */
function* everyListing() {
  const colour = colours[0] as (typeof colours)[number];
  for (const { mere, leaf } of leafPlaces) {
    const brand = brands.find((b) => brandMakes(b, mere, leaf.slug)) as (typeof brands)[number];
    for (const model of modelsByLeaf[leaf.slug] ?? []) {
      for (const [index, material] of materialsByKind[leaf.kind].entries()) {
        for (const condition of ['neuf', 'occasion'] as const) {
          for (let sentence = 0; sentence < conditions[condition].length; sentence++) {
            // Every opening meets every condition sentence over a leaf's materials and models.
            const opening = (index + sentence) % openings.length;
            yield {
              leaf,
              condition,
              texts: listingTexts({
                brand: brand.nom_marque,
                kind: leaf.kind,
                model,
                material: materials[material] as Localised,
                colour: colour.names,
                season: seasons[0] as Localised,
                collection: collections[0] as Localised,
                condition,
                opening,
                conditionSentence: sentence,
              }),
            };
          }
        }
      }
    }
  }
}

describe('catalogue coherence', () => {
  it('files every house only where it makes things: Rolex makes watches only', () => {
    const meres = new Set(categoryTree.flatMap((g) => g.children.map((m) => m.slug)));
    const places = new Set(leafPlaces.map(({ mere, leaf }) => `${mere}/${leaf.slug}`));
    for (const brand of brands) {
      expect(brand.makes.length, brand.nom_marque).toBeGreaterThan(0);
      for (const scope of brand.makes) {
        expect(meres.has(scope) || places.has(scope), `${brand.nom_marque}: ${scope}`).toBe(true);
      }
    }
    const rolex = brands.find((b) => b.nom_marque === 'Rolex') as (typeof brands)[number];
    const rolexLeaves = leafPlaces.filter(({ mere, leaf }) => brandMakes(rolex, mere, leaf.slug));
    expect(new Set(rolexLeaves.map(({ leaf }) => leaf.kind))).toEqual(new Set(['watch']));
    for (const house of ['Cartier', 'Tiffany & Co.', 'Van Cleef & Arpels', 'Bulgari']) {
      const maker = brands.find((b) => b.nom_marque === house) as (typeof brands)[number];
      const kinds = leafPlaces.filter(({ mere, leaf }) => brandMakes(maker, mere, leaf.slug));
      expect(
        kinds.some(({ leaf }) => ['trousers', 'dress', 'coat', 'top'].includes(leaf.kind)),
        house,
      ).toBe(false);
    }
  });

  it('has a house for every leaf, and models of the leaf’s own kind', () => {
    for (const { mere, leaf } of leafPlaces) {
      expect(
        brands.some((b) => brandMakes(b, mere, leaf.slug)),
        leaf.slug,
      ).toBe(true);
      expect(modelsByLeaf[leaf.slug]?.length ?? 0, leaf.slug).toBeGreaterThanOrEqual(3);
    }
    const kindOf = (slug: string) => leaves.find((leaf) => leaf.slug === slug)?.kind;
    expect(kindOf('bagues')).toBe('ring');
    expect(kindOf('bracelets')).toBe('bracelet');
    expect(kindOf('boucles-d-oreilles')).toBe('earrings');
    expect(kindOf('mocassins')).toBe('loafer');
    expect(kindOf('baskets')).toBe('trainer');
    // The words that name another kind never appear among a leaf's models.
    const names = (slug: string) => (modelsByLeaf[slug] ?? []).map((m) => m.uk.toLowerCase()).join(' | ');
    expect(names('bracelets')).not.toMatch(/ring|earring|necklace/);
    expect(names('bagues')).not.toMatch(/bracelet|bangle|earring|necklace/);
    expect(names('boucles-d-oreilles')).toMatch(/earrings/);
    expect(names('baskets')).not.toMatch(/loafer|pump|boot|sandal/);
    expect(names('mocassins')).toMatch(/loafer/);
  });

  it('writes every listing in all five languages, none holding a French word outside French', () => {
    // Problems are gathered rather than asserted one by one: there are thousands of texts.
    const problems: string[] = [];
    let count = 0;
    for (const { texts } of everyListing()) {
      count++;
      for (const [code] of SEED_LANGUAGES) {
        const text = texts[code];
        for (const field of ['modele', 'description', 'saison', 'collection', 'matiere'] as const) {
          const value = text[field];
          if (!value.trim() || /[{}]/.test(value)) problems.push(`${code} ${field}: '${value}'`);
          if (code !== 'fr' && FRENCH_ONLY.test(value)) problems.push(`${code} ${field} in French: ${value}`);
        }
      }
      if (!/[\p{Script=Han}\p{Script=Katakana}\p{Script=Hiragana}]/u.test(texts.jp.description)) {
        problems.push(`not Japanese: ${texts.jp.description}`);
      }
      if (!/\p{Script=Cyrillic}/u.test(texts.ru.description))
        problems.push(`not Russian: ${texts.ru.description}`);
      if (new Set(Object.values(texts).map((text) => text.description)).size !== 5) {
        problems.push(`the same description twice: ${texts.fr.description}`);
      }
    }
    expect([...new Set(problems)]).toEqual([]);
    expect(count).toBeGreaterThan(500);
  });

  it('says a condition that agrees with the listing’s condition, and only once', () => {
    const NEW: Record<string, RegExp> = {
      fr: /neuf/i,
      en: /new/i,
      it: /nuovo/i,
      jp: /新品/,
      ru: /новая/i,
    };
    const USED: Record<string, RegExp> = {
      fr: /occasion/i,
      en: /pre-owned/i,
      it: /seconda mano/i,
      jp: /中古/,
      ru: /бывшая в употреблении/i,
    };
    const problems: string[] = [];
    for (const { condition, texts } of everyListing()) {
      for (const [code] of SEED_LANGUAGES) {
        const says = (condition === 'neuf' ? NEW[code] : USED[code]) as RegExp;
        const contradicts = (condition === 'neuf' ? USED[code] : NEW[code]) as RegExp;
        const description = texts[code].description;
        if (!says.test(description) || contradicts.test(description))
          problems.push(`${condition}: ${description}`);
      }
    }
    expect([...new Set(problems)]).toEqual([]);
    // The sentences that describe an item never speak of its condition.
    const sentences = [...openings, ...Object.values(details)];
    for (const sentence of sentences) {
      for (const [code, key] of SEED_LANGUAGES) {
        expect(sentence[key], code).not.toMatch(NEW[code] as RegExp);
        expect(sentence[key], code).not.toMatch(USED[code] as RegExp);
      }
    }
  });
});

describe('catalogue words', () => {
  const usedKinds = new Set(leaves.map((f) => f.kind));
  const PLACEHOLDER = /\{(\w+)\}/g;

  it('has materials, a family and a description for every kind the categories use', () => {
    for (const kind of usedKinds) {
      expect(materialsByKind[kind]?.length, kind).toBeGreaterThanOrEqual(1);
      expect(details[familyOf[kind]], kind).toBeDefined();
    }
  });

  it('only uses the known placeholders and known materials; every text in the five languages', () => {
    for (const opening of openings) {
      expectLocalised(opening);
      for (const key of LOCALISED_KEYS) {
        for (const [, name] of opening[key].matchAll(PLACEHOLDER)) {
          expect(['marque', 'modele', 'matiere', 'couleur']).toContain(name);
        }
        expect(opening[key]).toContain('{modele}');
      }
    }
    for (const list of Object.values(materialsByKind)) {
      for (const m of list) expect(Object.keys(materials)).toContain(m);
    }
    for (const texts of [
      ...Object.values(materials),
      ...seasons,
      ...collections,
      ...Object.values(details),
      ...Object.values(conditions).flat(),
      ...Object.values(modelsByLeaf).flat(),
    ]) {
      expectLocalised(texts);
    }
  });

  it('has unique models per leaf, seasons and collections', () => {
    for (const [slug, models] of Object.entries(modelsByLeaf)) {
      for (const key of LOCALISED_KEYS)
        expectUnique(
          models.map((m) => m[key]),
          `${slug} ${key} model`,
        );
    }
    expect(seasons.length).toBeGreaterThanOrEqual(4);
    expect(collections).toHaveLength(6);
    expect(catalogueWords.modelsByLeaf).toBe(modelsByLeaf);
  });
});
