import type { BannerSeed } from './types.js';

/**
 * Home-page banners: three themes (authentic luxury, second life, sell with
 * us), the same three in each of the five application languages, in that order.
 */
export const banners: readonly BannerSeed[] = [
  // Français
  {
    language: 'fr',
    text_publicitaire_gras: 'Le luxe authentique',
    text_publicitaire_gras_2: 'Chaque pièce vérifiée par nos experts',
    description:
      'Sacs, souliers et bijoux des plus grandes maisons, authentifiés un à un avant de vous être expédiés.',
    text_boutton: 'Découvrir',
  },
  {
    language: 'fr',
    text_publicitaire_gras: 'Une seconde vie pour les belles pièces',
    text_publicitaire_gras_2: 'La mode circulaire, en toute élégance',
    description:
      'Offrez une nouvelle histoire aux créations d’exception : chinez des trésors de seconde main, sélectionnés avec exigence.',
    text_boutton: 'Explorer',
  },
  {
    language: 'fr',
    text_publicitaire_gras: 'Vendez vos trésors',
    text_publicitaire_gras_2: 'Rejoignez nos boutiques partenaires',
    description:
      'Confiez-nous vos pièces de créateurs : nous prenons en charge l’authentification, la mise en valeur et l’expédition.',
    text_boutton: 'Devenir vendeur',
  },
  // English
  {
    language: 'en',
    text_publicitaire_gras: 'Authentic luxury',
    text_publicitaire_gras_2: 'Every piece verified by our experts',
    description:
      'Bags, shoes and jewellery from the great houses, authenticated one by one before they are sent to you.',
    text_boutton: 'Discover',
  },
  {
    language: 'en',
    text_publicitaire_gras: 'A second life for beautiful pieces',
    text_publicitaire_gras_2: 'Circular fashion, done elegantly',
    description:
      'Give exceptional designs a new story: hunt for pre-loved treasures, selected with the utmost care.',
    text_boutton: 'Explore',
  },
  {
    language: 'en',
    text_publicitaire_gras: 'Sell your treasures',
    text_publicitaire_gras_2: 'Join our partner boutiques',
    description:
      'Entrust us with your designer pieces: we take care of authentication, presentation and shipping.',
    text_boutton: 'Start selling',
  },
  // Italiano
  {
    language: 'it',
    text_publicitaire_gras: 'Il lusso autentico',
    text_publicitaire_gras_2: 'Ogni pezzo verificato dai nostri esperti',
    description:
      'Borse, scarpe e gioielli delle grandi maison, autenticati uno per uno prima della spedizione.',
    text_boutton: 'Scopri',
  },
  {
    language: 'it',
    text_publicitaire_gras: 'Una seconda vita per i pezzi più belli',
    text_publicitaire_gras_2: 'La moda circolare, con eleganza',
    description:
      'Regala una nuova storia alle creazioni d’eccezione: scopri tesori di seconda mano, selezionati con cura.',
    text_boutton: 'Esplora',
  },
  {
    language: 'it',
    text_publicitaire_gras: 'Vendi i tuoi tesori',
    text_publicitaire_gras_2: 'Unisciti alle nostre boutique partner',
    description:
      'Affidaci i tuoi capi firmati: ci occupiamo noi dell’autenticazione, della presentazione e della spedizione.',
    text_boutton: 'Diventa venditore',
  },
  // 日本語
  {
    language: 'jp',
    text_publicitaire_gras: '本物のラグジュアリー',
    text_publicitaire_gras_2: 'すべてのアイテムを専門家が鑑定',
    description:
      '一流メゾンのバッグ、シューズ、ジュエリーを一点ずつ鑑定してから、お客様のもとへお届けします。',
    text_boutton: '詳しく見る',
  },
  {
    language: 'jp',
    text_publicitaire_gras: '美しいアイテムに、第二の人生を',
    text_publicitaire_gras_2: 'エレガントなサーキュラーファッション',
    description: '厳選されたセカンドハンドの逸品で、特別なクリエーションに新たな物語を。',
    text_boutton: 'アイテムを探す',
  },
  {
    language: 'jp',
    text_publicitaire_gras: 'あなたの逸品を出品しませんか',
    text_publicitaire_gras_2: 'パートナーブティックの一員に',
    description: '鑑定から魅力的な商品掲載、配送まで、すべて私たちにお任せください。',
    text_boutton: '出品を始める',
  },
  // Русский
  {
    language: 'ru',
    text_publicitaire_gras: 'Подлинная роскошь',
    text_publicitaire_gras_2: 'Каждая вещь проверена нашими экспертами',
    description:
      'Сумки, обувь и украшения ведущих модных домов — каждая вещь проходит проверку подлинности перед отправкой.',
    text_boutton: 'Открыть',
  },
  {
    language: 'ru',
    text_publicitaire_gras: 'Вторая жизнь для красивых вещей',
    text_publicitaire_gras_2: 'Осознанная мода с элегантностью',
    description:
      'Подарите исключительным вещам новую историю: находите сокровища с историей, отобранные с особой тщательностью.',
    text_boutton: 'Смотреть',
  },
  {
    language: 'ru',
    text_publicitaire_gras: 'Продавайте свои сокровища',
    text_publicitaire_gras_2: 'Присоединяйтесь к нашим бутикам-партнёрам',
    description:
      'Доверьте нам свои дизайнерские вещи: мы позаботимся о проверке подлинности, презентации и доставке.',
    text_boutton: 'Стать продавцом',
  },
];
