/**
 * A demo listing written whole in each of the five languages from the same choices (model,
 * material, colour, season, collection, condition), so every language reads as if written in it.
 */
import type { AppLanguageCode } from '@vitrine/contract';
import type { brands } from './data/brands.js';
import { catalogueWords, familyOf } from './data/catalogueWords.js';
import type { ConditionCode, ItemKind, Localised, ModelSeed } from './data/types.js';

/** The interface languages and the key of each in the seed's Localised texts (English is `uk`). */
export const SEED_LANGUAGES: readonly (readonly [AppLanguageCode, keyof Localised])[] = [
  ['fr', 'fr'],
  ['en', 'uk'],
  ['it', 'it'],
  ['jp', 'jp'],
  ['ru', 'ru'],
];

export interface ListingChoices {
  brand: string;
  kind: ItemKind;
  model: ModelSeed;
  material: Localised;
  colour: Localised;
  season: Localised;
  collection: Localised;
  condition: ConditionCode;
  /** Which opening and which condition sentence. */
  opening: number;
  conditionSentence: number;
}

/** A product's texts in one language, as produit and produit_texte hold them. */
export interface ListingTexts {
  modele: string;
  description: string;
  saison: string;
  collection: string;
  matiere: string;
}

export function listingTexts(choices: ListingChoices): Record<AppLanguageCode, ListingTexts> {
  const words = catalogueWords;
  const opening = words.openings[choices.opening % words.openings.length] as Localised;
  const detail = words.details[familyOf[choices.kind]];
  const sentences = words.conditions[choices.condition];
  const condition = sentences[choices.conditionSentence % sentences.length] as Localised;
  return Object.fromEntries(
    SEED_LANGUAGES.map(([code, key]) => {
      // Japanese has no case to lower and writes sentences without spaces between them.
      const lower = (text: string) =>
        key === 'jp' ? text : text.toLocaleLowerCase(key === 'uk' ? 'en' : key);
      const first = fill(opening[key], {
        marque: choices.brand,
        modele: choices.model[key],
        matiere: lower(choices.material[key]),
        couleur: lower(choices.colour[key]),
      });
      return [
        code,
        {
          modele: choices.model[key],
          description: [first, detail[key], condition[key]].join(key === 'jp' ? '' : ' '),
          saison: choices.season[key],
          collection: choices.collection[key],
          matiere: choices.material[key],
        },
      ];
    }),
  ) as Record<AppLanguageCode, ListingTexts>;
}

/** Whether the house `brand` makes what the leaf `leafSlug` of the mère `mereSlug` holds. */
export function brandMakes(brand: (typeof brands)[number], mereSlug: string, leafSlug: string): boolean {
  return brand.makes.some((scope) => scope === mereSlug || scope === `${mereSlug}/${leafSlug}`);
}

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}
