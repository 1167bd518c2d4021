import type { SellerSeed } from './types.js';

/**
 * Demo sellers: boutiques in ten countries and seven currencies. The first
 * language in `langues` is the seller's default; `text_marketing` has one text
 * per language, written in that language.
 */
export const sellers: readonly SellerSeed[] = [
  // France
  {
    pseudo: 'MaisonLumiere',
    prenom: 'Camille',
    nom: 'Lefèvre',
    sexe: 'Femme',
    alpha2: 'FR',
    langues: ['fr', 'en'],
    text_marketing: {
      fr: 'Boutique parisienne dédiée aux sacs iconiques des grandes maisons. Chaque pièce est authentifiée et photographiée avec soin.',
      en: 'A Parisian boutique devoted to the iconic bags of the great houses. Every piece is authenticated and carefully photographed.',
    },
  },
  {
    pseudo: 'LeVestiaireDeJuliette',
    prenom: 'Juliette',
    nom: 'Moreau',
    sexe: 'Femme',
    alpha2: 'FR',
    langues: ['fr'],
    text_marketing: {
      fr: 'Le dressing d’une passionnée de mode : vêtements et souliers de créateurs, portés avec amour et prêts pour une nouvelle histoire.',
    },
  },
  {
    pseudo: 'GalerieSaintHonore',
    prenom: 'Antoine',
    nom: 'Dubois',
    sexe: 'Homme',
    alpha2: 'FR',
    langues: ['fr', 'en', 'it'],
    text_marketing: {
      fr: 'Montres et bijoux d’exception sélectionnés rue Saint-Honoré, avec certificat et écrin d’origine lorsqu’ils sont disponibles.',
      en: 'Exceptional watches and jewellery selected on rue Saint-Honoré, with certificate and original box whenever available.',
      it: 'Orologi e gioielli d’eccezione selezionati in rue Saint-Honoré, con certificato e astuccio originale quando disponibili.',
    },
  },
  {
    pseudo: 'LaMalleDeLouise',
    prenom: 'Louise',
    nom: 'Garnier',
    sexe: 'Femme',
    alpha2: 'FR',
    langues: ['fr', 'en'],
    text_marketing: {
      fr: 'Maroquinerie vintage des années 80 et 90, restaurée par des artisans lyonnais pour traverser le temps.',
      en: 'Vintage leather goods from the 1980s and 1990s, restored by artisans in Lyon to last for decades more.',
    },
  },
  // Italia
  {
    pseudo: 'VintageRoma',
    prenom: 'Giulia',
    nom: 'Romano',
    sexe: 'Femme',
    alpha2: 'IT',
    langues: ['it', 'en'],
    text_marketing: {
      it: 'Dal cuore di Roma, borse e accessori vintage delle grandi firme italiane, selezionati uno a uno.',
      en: 'From the heart of Rome, vintage bags and accessories from the great Italian labels, hand-picked one by one.',
    },
  },
  {
    pseudo: 'AtelierBrera',
    prenom: 'Marco',
    nom: 'Bianchi',
    sexe: 'Homme',
    alpha2: 'IT',
    langues: ['it', 'en', 'fr'],
    text_marketing: {
      it: 'Sartoria e calzature di lusso da uomo, scelte a Milano con l’occhio di un sarto.',
      en: 'Luxury menswear tailoring and shoes, chosen in Milan with a tailor’s eye.',
      fr: 'Tailleurs et souliers de luxe pour homme, choisis à Milan avec l’œil d’un tailleur.',
    },
  },
  {
    pseudo: 'IlGuardarobaDiFirenze',
    prenom: 'Francesca',
    nom: 'Conti',
    sexe: 'Femme',
    alpha2: 'IT',
    langues: ['it'],
    text_marketing: {
      it: 'Abiti e accessori firmati in condizioni impeccabili, spediti direttamente da Firenze con cura artigianale.',
    },
  },
  // United Kingdom
  {
    pseudo: 'MayfairCloset',
    prenom: 'Charlotte',
    nom: 'Hughes',
    sexe: 'Femme',
    alpha2: 'GB',
    langues: ['en', 'fr'],
    text_marketing: {
      en: 'Pre-loved designer pieces from a Mayfair wardrobe, authenticated and dispatched with care.',
      fr: 'Pièces de créateurs de seconde main issues d’un dressing de Mayfair, authentifiées et expédiées avec soin.',
    },
  },
  {
    pseudo: 'SavileRowFinds',
    prenom: 'Oliver',
    nom: 'Bennett',
    sexe: 'Homme',
    alpha2: 'GB',
    langues: ['en'],
    text_marketing: {
      en: 'Tailoring, outerwear and fine shoes for gentlemen, sourced from London’s best addresses.',
    },
  },
  {
    pseudo: 'NottingHillVintage',
    prenom: 'Amelia',
    nom: 'Clarke',
    sexe: 'Femme',
    alpha2: 'GB',
    langues: ['en', 'es'],
    text_marketing: {
      en: 'Vintage handbags and silk scarves, hand-picked on Portobello Road and beyond.',
      es: 'Bolsos vintage y pañuelos de seda, seleccionados a mano en Portobello Road y mucho más allá.',
    },
  },
  // United States
  {
    pseudo: 'MadisonAvenueResale',
    prenom: 'Emily',
    nom: 'Carter',
    sexe: 'Femme',
    alpha2: 'US',
    langues: ['en', 'es'],
    text_marketing: {
      en: 'Authenticated luxury handbags and accessories from New York’s Upper East Side, shipped within 48 hours.',
      es: 'Bolsos y accesorios de lujo autenticados desde el Upper East Side de Nueva York, enviados en 48 horas.',
    },
  },
  {
    pseudo: 'SoHoArchive',
    prenom: 'Jason',
    nom: 'Miller',
    sexe: 'Homme',
    alpha2: 'US',
    langues: ['en'],
    text_marketing: {
      en: 'Archive runway pieces and rare sneakers, curated in SoHo for collectors.',
    },
  },
  {
    pseudo: 'PalmBeachJewels',
    prenom: 'Sofia',
    nom: 'Martinez',
    sexe: 'Femme',
    alpha2: 'US',
    langues: ['en', 'es'],
    text_marketing: {
      en: 'Fine jewelry and timepieces from Palm Beach estates, each one inspected by a certified gemologist.',
      es: 'Joyas y relojes finos procedentes de colecciones privadas de Palm Beach, revisados por un gemólogo certificado.',
    },
  },
  // 日本
  {
    pseudo: 'GinzaTreasure',
    prenom: 'Misaki',
    nom: 'Sato',
    sexe: 'Femme',
    alpha2: 'JP',
    langues: ['ja', 'en'],
    text_marketing: {
      ja: '銀座の専門店が厳選したヴィンテージバッグとジュエリー。すべて鑑定済みで、丁寧に梱包してお届けします。',
      en: 'Vintage bags and jewellery selected by a Ginza specialist. Everything is authenticated and carefully packed.',
    },
  },
  {
    pseudo: 'OmotesandoSelect',
    prenom: 'Kenji',
    nom: 'Takahashi',
    sexe: 'Homme',
    alpha2: 'JP',
    langues: ['ja'],
    text_marketing: {
      ja: '表参道発。日本とヨーロッパのデザイナーズウェアを、コンディションにこだわって厳選しています。',
    },
  },
  {
    pseudo: 'KyotoVintageHouse',
    prenom: 'Yui',
    nom: 'Yamamoto',
    sexe: 'Femme',
    alpha2: 'JP',
    langues: ['ja', 'en', 'zh'],
    text_marketing: {
      ja: '京都の町家から、上質なスカーフや革小物をお届けします。一点一点、職人の目で状態を確認しています。',
      en: 'Fine scarves and small leather goods from a Kyoto townhouse, each one checked with a craftsman’s eye.',
      zh: '来自京都町家的精选丝巾与皮具小物，每一件都经过匠人般的细心检查。',
    },
  },
  // Suisse / Schweiz
  {
    pseudo: 'GeneveHorlogerie',
    prenom: 'Nicolas',
    nom: 'Favre',
    sexe: 'Homme',
    alpha2: 'CH',
    langues: ['fr', 'en', 'de'],
    text_marketing: {
      fr: 'Montres de prestige et bijoux d’occasion, révisés et certifiés à Genève.',
      en: 'Pre-owned prestige watches and jewellery, serviced and certified in Geneva.',
      de: 'Prestigeuhren und Schmuck aus zweiter Hand, in Genf revidiert und zertifiziert.',
    },
  },
  {
    pseudo: 'ZurichAtelier',
    prenom: 'Anna',
    nom: 'Keller',
    sexe: 'Femme',
    alpha2: 'CH',
    langues: ['de', 'en', 'fr'],
    text_marketing: {
      de: 'Ausgewählte Designerstücke aus Zürich – jedes Teil geprüft, gepflegt und bereit für ein neues Kapitel.',
      en: 'Selected designer pieces from Zurich – each one inspected, cared for and ready for a new chapter.',
      fr: 'Pièces de créateurs sélectionnées à Zurich : chacune vérifiée, entretenue et prête pour un nouveau chapitre.',
    },
  },
  // Deutschland
  {
    pseudo: 'BerlinModeArchiv',
    prenom: 'Maximilian',
    nom: 'Schneider',
    sexe: 'Homme',
    alpha2: 'DE',
    langues: ['de', 'en'],
    text_marketing: {
      de: 'Avantgarde- und Designermode aus Berliner Archiven, sorgfältig geprüft und fair bepreist.',
      en: 'Avant-garde and designer fashion from Berlin archives, carefully inspected and fairly priced.',
    },
  },
  {
    pseudo: 'MuenchnerSchatzkammer',
    prenom: 'Sophie',
    nom: 'Wagner',
    sexe: 'Femme',
    alpha2: 'DE',
    langues: ['de'],
    text_marketing: {
      de: 'Luxuriöse Handtaschen und Schuhe in bestem Zustand, direkt aus München zu Ihnen nach Hause.',
    },
  },
  // España
  {
    pseudo: 'ElArmarioDeLucia',
    prenom: 'Lucía',
    nom: 'García',
    sexe: 'Femme',
    alpha2: 'ES',
    langues: ['es', 'en'],
    text_marketing: {
      es: 'Moda de lujo de segunda mano desde Madrid: bolsos, zapatos y joyas de firma, verificados uno a uno.',
      en: 'Second-hand luxury fashion from Madrid: designer bags, shoes and jewellery, verified one by one.',
    },
  },
  // 香港
  {
    pseudo: 'CentralLuxeHK',
    prenom: 'Vivian',
    nom: 'Chan',
    sexe: 'Femme',
    alpha2: 'HK',
    langues: ['zh', 'en'],
    text_marketing: {
      zh: '來自香港中環的精選名牌手袋與首飾，每件均經專業鑑定。',
      en: 'Hand-picked designer handbags and jewellery from Central, Hong Kong, each professionally authenticated.',
    },
  },
  {
    pseudo: 'HarbourTimepieces',
    prenom: 'Kelvin',
    nom: 'Leung',
    sexe: 'Homme',
    alpha2: 'HK',
    langues: ['en', 'zh'],
    text_marketing: {
      en: 'Pre-owned luxury watches from Hong Kong, each one serviced and authenticated before shipping.',
      zh: '香港直送的二手名錶，每一隻均於出貨前完成保養及鑑定。',
    },
  },
  // الإمارات العربية المتحدة
  {
    pseudo: 'DubaiLuxeCloset',
    prenom: 'Noura',
    nom: 'Al Mansouri',
    sexe: 'Femme',
    alpha2: 'AE',
    langues: ['ar', 'en'],
    text_marketing: {
      ar: 'حقائب وأحذية ومجوهرات فاخرة مستعملة من دبي، نتحقق من أصالة كل قطعة بعناية قبل شحنها.',
      en: 'Pre-owned luxury bags, shoes and jewellery from Dubai, each piece carefully authenticated before shipping.',
    },
  },
];
