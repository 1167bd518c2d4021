import type { AppLanguage } from './types.js';

/**
 * Names a shopper may type for the catalogue's brands, categories and colours, beside the names
 * the interface shows: a brand's spellings in other scripts (a house is one name everywhere, so
 * every language's search knows all of them), and a category's or a colour's word forms in one
 * language that its stemmer does not reach from the shown name (Russian adjectives agree with the
 * noun: красная сумка; Italian ones too: borsa rossa; Japanese writes colours in kanji as well as
 * in katakana). The search index reads them beside the names (migrations/027_search_index.sql).
 */
export type WordForms = Partial<Readonly<Record<AppLanguage, readonly string[]>>>;

/** By brand name (brands.ts): its spellings in Japanese and Russian, and plain Latin forms. */
export const brandSpellings: Readonly<Record<string, readonly string[]>> = {
  'A.P.C.': ['APC', 'アー・ペー・セー', 'А.П.С.'],
  'Acne Studios': ['アクネ ストゥディオズ', 'Акне Студиос'],
  'Alexander McQueen': ['アレキサンダー・マックイーン', 'Александр Маккуин'],
  'Ami Paris': ['アミ パリス', 'Ами Пари'],
  Balenciaga: ['バレンシアガ', 'Баленсиага'],
  Balmain: ['バルマン', 'Бальман'],
  'Bottega Veneta': ['ボッテガ・ヴェネタ', 'Боттега Венета'],
  Bulgari: ['Bvlgari', 'ブルガリ', 'Булгари'],
  Burberry: ['バーバリー', 'Барберри'],
  Cartier: ['カルティエ', 'Картье'],
  Celine: ['Céline', 'セリーヌ', 'Селин'],
  Chanel: ['シャネル', 'Шанель'],
  Chloé: ['クロエ', 'Хлоя'],
  'Christian Louboutin': ['Louboutin', 'クリスチャン・ルブタン', 'ルブタン', 'Кристиан Лубутен', 'Лубутен'],
  'Comme des Garçons': ['CDG', 'コム・デ・ギャルソン', 'Комм де Гарсон'],
  Delvaux: ['デルヴォー', 'Дельво'],
  Dior: ['Christian Dior', 'ディオール', 'Диор'],
  'Dolce & Gabbana': ['Dolce Gabbana', 'D&G', 'ドルチェ&ガッバーナ', 'Дольче Габбана'],
  Fendi: ['フェンディ', 'Фенди'],
  Givenchy: ['ジバンシィ', 'Живанши'],
  Goyard: ['ゴヤール', 'Гояр'],
  Gucci: ['グッチ', 'Гуччи'],
  Hermès: ['hermes', 'エルメス', 'Гермес', 'Эрмес'],
  'Isabel Marant': ['イザベル マラン', 'Изабель Маран'],
  'Issey Miyake': ['イッセイ ミヤケ', '三宅一生', 'Иссей Мияке'],
  Jacquemus: ['ジャックムス', 'Жакмюс'],
  'Jimmy Choo': ['ジミー チュウ', 'Джимми Чу'],
  Kenzo: ['ケンゾー', 'Кензо'],
  Lanvin: ['ランバン', 'Ланвен'],
  Loewe: ['ロエベ', 'Лоеве'],
  'Louis Vuitton': ['LV', 'ルイ・ヴィトン', 'ヴィトン', 'Луи Виттон'],
  Maje: ['マージュ', 'Маже'],
  'Manolo Blahnik': ['マノロ ブラニク', 'Маноло Бланик'],
  Marni: ['マルニ', 'Марни'],
  'Max Mara': ['MaxMara', 'マックスマーラ', 'Макс Мара'],
  'Miu Miu': ['ミュウミュウ', 'Миу Миу'],
  Moncler: ['モンクレール', 'Монклер'],
  'Off-White': ['オフホワイト', 'Офф-Уайт'],
  Prada: ['プラダ', 'Прада'],
  Rolex: ['ロレックス', 'Ролекс'],
  'Saint Laurent': ['YSL', 'Yves Saint Laurent', 'サンローラン', 'Сен-Лоран', 'Ив Сен-Лоран'],
  Sandro: ['サンドロ', 'Сандро'],
  Sézane: ['セザンヌ', 'Сезан'],
  'The Row': ['ザ・ロウ', 'Зе Роу'],
  'Tiffany & Co.': ['Tiffany', 'ティファニー', 'Тиффани'],
  Valentino: ['ヴァレンティノ', 'バレンチノ', 'Валентино'],
  'Van Cleef & Arpels': ['Van Cleef', 'ヴァン クリーフ&アーペル', 'Ван Клиф'],
  Versace: ['ヴェルサーチェ', 'Версаче'],
};

/** By the colour's French name (colours.ts): its word forms per language. */
export const colourForms: Readonly<Record<string, WordForms>> = {
  Noir: {
    fr: ['noire', 'noirs', 'noires'],
    it: ['nera', 'neri', 'nere'],
    jp: ['黒', '黒色', 'くろ'],
    ru: ['чёрная', 'чёрное', 'чёрные', 'черный', 'черная', 'черное', 'черные'],
  },
  Blanc: {
    fr: ['blanche', 'blancs', 'blanches'],
    it: ['bianca', 'bianchi', 'bianche'],
    jp: ['白', '白色', 'しろ'],
    ru: ['белая', 'белое', 'белые'],
  },
  Beige: { ru: ['бежевая', 'бежевое', 'бежевые'], jp: ['ベージュ色'] },
  Camel: { ru: ['кэмел'], jp: ['キャメル色'] },
  Marron: {
    it: ['marroni'],
    jp: ['茶', '茶色'],
    ru: ['коричневая', 'коричневое', 'коричневые'],
  },
  Gris: {
    fr: ['grise', 'grises'],
    en: ['gray'],
    it: ['grigia', 'grigi', 'grigie'],
    jp: ['灰色', 'グレイ'],
    ru: ['серая', 'серое', 'серые'],
  },
  'Bleu marine': {
    en: ['navy'],
    it: ['blu'],
    jp: ['紺', '紺色'],
    ru: ['тёмно-синяя', 'тёмно-синее', 'темно-синий'],
  },
  'Bleu ciel': { en: ['light blue'], jp: ['水色'], ru: ['голубая', 'голубое', 'голубые'] },
  Rouge: {
    fr: ['rouges'],
    it: ['rossa', 'rossi', 'rosse'],
    jp: ['赤', '赤色', 'あか'],
    ru: ['красная', 'красное', 'красные'],
  },
  Bordeaux: { en: ['bordeaux', 'wine'], ru: ['бордовая', 'бордовое', 'бордовые'] },
  Rose: {
    fr: ['roses'],
    it: ['rosa'],
    jp: ['桃色', 'ピンク色'],
    ru: ['розовая', 'розовое', 'розовые'],
  },
  Vert: {
    fr: ['verte', 'verts', 'vertes'],
    it: ['verdi'],
    jp: ['緑', '緑色'],
    ru: ['зелёная', 'зелёное', 'зелёные', 'зеленый', 'зеленая'],
  },
  Kaki: { en: ['olive'], jp: ['カーキ色'] },
  Jaune: {
    fr: ['jaunes'],
    it: ['gialla', 'gialli', 'gialle'],
    jp: ['黄色', '黄'],
    ru: ['жёлтая', 'жёлтое', 'желтый', 'желтая'],
  },
  Orange: { it: ['arancio'], jp: ['橙', '橙色'], ru: ['оранжевая', 'оранжевое', 'оранжевые'] },
  Doré: {
    fr: ['dorée', 'dorés', 'dorées', 'or'],
    en: ['golden'],
    jp: ['金', '金色'],
    ru: ['золотая', 'золотое', 'золото'],
  },
  Argenté: {
    fr: ['argentée', 'argentés', 'argentées', 'argent'],
    en: ['silvery'],
    jp: ['銀', '銀色'],
    ru: ['серебристая', 'серебристое', 'серебро'],
  },
};

/**
 * By category slug (categories.ts; a slug used under several genres takes the forms everywhere):
 * its word forms per language, chiefly the singular a shopper types ("bag") where the name is a
 * plural or a compound the stemmer does not split ("Handbags", "ハンドバッグ").
 */
export const categoryForms: Readonly<Record<string, WordForms>> = {
  sacs: {
    fr: ['sac', 'maroquinerie'],
    en: ['bag', 'handbag', 'purse'],
    it: ['borsa', 'borsetta'],
    jp: ['鞄', 'かばん', 'カバン'],
    ru: ['сумка', 'сумку', 'сумочка'],
  },
  'sacs-a-main': { en: ['bag', 'handbag'], it: ['borsa'], ru: ['сумка'] },
  cabas: { en: ['tote', 'bag'], it: ['borsa'], ru: ['сумка', 'шопер'] },
  'sacs-bandouliere': { en: ['bag', 'crossbody'], it: ['borsa'], ru: ['сумка'] },
  'sacs-a-dos': { en: ['rucksack', 'bag'], jp: ['リュック'], ru: ['рюкзак'] },
  pochettes: { en: ['clutch', 'bag'], ru: ['клатч'] },
  chaussures: {
    fr: ['chaussure', 'soulier'],
    en: ['shoe', 'footwear'],
    it: ['scarpa', 'calzature'],
    jp: ['靴', 'くつ', 'シューズ'],
    ru: ['обувь', 'туфли'],
  },
  baskets: {
    fr: ['sneakers'],
    en: ['sneaker', 'sneakers', 'trainer'],
    it: ['sneaker'],
    jp: ['スニーカー'],
    ru: ['кроссовки', 'кеды'],
  },
  vetements: {
    fr: ['vêtement', 'habits'],
    en: ['clothes', 'clothing'],
    it: ['abbigliamento', 'vestiti'],
    jp: ['服', '洋服', 'ウェア'],
    ru: ['одежда'],
  },
  robes: { en: ['dress'], it: ['abito'], jp: ['ドレス'], ru: ['платье'] },
  accessoires: { fr: ['accessoire'], en: ['accessory'], it: ['accessorio'], jp: ['小物'], ru: ['аксессуар'] },
  'bijoux-montres': {
    fr: ['bijou', 'montre'],
    en: ['jewellery', 'jewelry', 'jewel', 'watch'],
    it: ['gioiello', 'orologio'],
    jp: ['ジュエリー', '時計', '宝石'],
    ru: ['украшение', 'украшения', 'часы'],
  },
  montres: { en: ['watch'], it: ['orologio'], jp: ['腕時計', 'ウォッチ'], ru: ['часы'] },
  bagues: { fr: ['bague'], en: ['ring'], it: ['anello'], jp: ['指輪', 'リング'], ru: ['кольцо', 'кольца'] },
  colliers: {
    fr: ['collier'],
    en: ['necklace'],
    it: ['collana'],
    jp: ['ネックレス'],
    ru: ['колье', 'ожерелье'],
  },
  bracelets: { fr: ['bracelet'], en: ['bracelet'], it: ['bracciale'], jp: ['ブレスレット'], ru: ['браслет'] },
};
