import type { ColourSeed } from './types.js';

/** Colours a product can be listed in, with a representative swatch. */
export const colours: readonly ColourSeed[] = [
  {
    code_hexa: '#111111',
    names: { fr: 'Noir', uk: 'Black', it: 'Nero', jp: 'ブラック', ru: 'Чёрный' },
  },
  {
    code_hexa: '#ffffff',
    names: { fr: 'Blanc', uk: 'White', it: 'Bianco', jp: 'ホワイト', ru: 'Белый' },
  },
  {
    code_hexa: '#e3d3b8',
    names: { fr: 'Beige', uk: 'Beige', it: 'Beige', jp: 'ベージュ', ru: 'Бежевый' },
  },
  {
    code_hexa: '#c19a6b',
    names: { fr: 'Camel', uk: 'Camel', it: 'Cammello', jp: 'キャメル', ru: 'Кэмел' },
  },
  {
    code_hexa: '#6f4e37',
    names: { fr: 'Marron', uk: 'Brown', it: 'Marrone', jp: 'ブラウン', ru: 'Коричневый' },
  },
  {
    code_hexa: '#8c8c8c',
    names: { fr: 'Gris', uk: 'Grey', it: 'Grigio', jp: 'グレー', ru: 'Серый' },
  },
  {
    code_hexa: '#1f2a44',
    names: { fr: 'Bleu marine', uk: 'Navy blue', it: 'Blu navy', jp: 'ネイビー', ru: 'Тёмно-синий' },
  },
  {
    code_hexa: '#87ceeb',
    names: { fr: 'Bleu ciel', uk: 'Sky blue', it: 'Azzurro', jp: 'スカイブルー', ru: 'Голубой' },
  },
  {
    code_hexa: '#c8102e',
    names: { fr: 'Rouge', uk: 'Red', it: 'Rosso', jp: 'レッド', ru: 'Красный' },
  },
  {
    code_hexa: '#6d071a',
    names: { fr: 'Bordeaux', uk: 'Burgundy', it: 'Bordeaux', jp: 'ボルドー', ru: 'Бордовый' },
  },
  {
    code_hexa: '#f4a7b9',
    names: { fr: 'Rose', uk: 'Pink', it: 'Rosa', jp: 'ピンク', ru: 'Розовый' },
  },
  {
    code_hexa: '#2e7d32',
    names: { fr: 'Vert', uk: 'Green', it: 'Verde', jp: 'グリーン', ru: 'Зелёный' },
  },
  {
    code_hexa: '#6b6b3a',
    names: { fr: 'Kaki', uk: 'Khaki', it: 'Cachi', jp: 'カーキ', ru: 'Хаки' },
  },
  {
    code_hexa: '#f4d03f',
    names: { fr: 'Jaune', uk: 'Yellow', it: 'Giallo', jp: 'イエロー', ru: 'Жёлтый' },
  },
  {
    code_hexa: '#f28c28',
    names: { fr: 'Orange', uk: 'Orange', it: 'Arancione', jp: 'オレンジ', ru: 'Оранжевый' },
  },
  {
    code_hexa: '#d4af37',
    names: { fr: 'Doré', uk: 'Gold', it: 'Oro', jp: 'ゴールド', ru: 'Золотой' },
  },
  {
    code_hexa: '#c0c0c0',
    names: { fr: 'Argenté', uk: 'Silver', it: 'Argento', jp: 'シルバー', ru: 'Серебристый' },
  },
];
