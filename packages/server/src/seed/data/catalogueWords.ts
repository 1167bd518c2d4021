import type {
  CatalogueWordsSeed,
  ConditionCode,
  ItemFamily,
  ItemKind,
  Localised,
  ModelSeed,
} from './types.js';

/** A text in the five languages, in the order fr, English, it, jp, ru. */
const t = (fr: string, uk: string, it: string, jp: string, ru: string): Localised => ({ fr, uk, it, jp, ru });

const handbags: readonly ModelSeed[] = [
  t(
    'Sac à main structuré',
    'Structured top-handle bag',
    'Borsa a mano strutturata',
    'ストラクチャード ハンドバッグ',
    'Структурированная сумка с ручкой',
  ),
  t(
    'Sac à rabat matelassé',
    'Quilted flap bag',
    'Borsa con patta trapuntata',
    'キルティング フラップバッグ',
    'Стёганая сумка с клапаном',
  ),
  t('Sac bowling', 'Bowling bag', 'Borsa bowling', 'ボウリングバッグ', 'Сумка-боулинг'),
  t('Sac demi-lune', 'Half-moon bag', 'Borsa a mezzaluna', 'ハーフムーンバッグ', 'Сумка-полумесяц'),
];
const totes: readonly ModelSeed[] = [
  t('Cabas classique', 'Classic tote', 'Shopper classica', 'クラシック トートバッグ', 'Классический шопер'),
  t(
    'Grand cabas souple',
    'Large soft tote',
    'Shopper grande morbida',
    'ソフト ラージトート',
    'Большой мягкий шопер',
  ),
  t(
    'Cabas réversible',
    'Reversible tote',
    'Shopper reversibile',
    'リバーシブル トートバッグ',
    'Двусторонний шопер',
  ),
];
const crossbody: readonly ModelSeed[] = [
  t(
    'Mini besace matelassée',
    'Quilted mini crossbody bag',
    'Mini tracolla trapuntata',
    'キルティング ミニショルダーバッグ',
    'Стёганая мини-сумка через плечо',
  ),
  t('Sac seau', 'Bucket bag', 'Borsa a secchiello', 'バケットバッグ', 'Сумка-мешок'),
  t(
    'Sac à rabat chaîne',
    'Chain flap bag',
    'Borsa con patta e catena',
    'チェーン フラップバッグ',
    'Сумка с клапаном на цепочке',
  ),
  t('Besace messager', 'Messenger bag', 'Borsa messenger', 'メッセンジャーバッグ', 'Сумка-мессенджер'),
];
const backpacks: readonly ModelSeed[] = [
  t('Sac à dos zippé', 'Zip-top backpack', 'Zaino con zip', 'ジップ バックパック', 'Рюкзак на молнии'),
  t('Sac à dos à rabat', 'Flap backpack', 'Zaino con patta', 'フラップ バックパック', 'Рюкзак с клапаном'),
  t('Mini sac à dos', 'Mini backpack', 'Mini zaino', 'ミニ バックパック', 'Мини-рюкзак'),
];
const chelsea = t(
  'Bottine Chelsea',
  'Chelsea boot',
  'Stivaletto Chelsea',
  'チェルシーブーツ',
  'Ботинки челси',
);
const trainers: readonly ModelSeed[] = [
  t('Basket basse', 'Low-top trainer', 'Sneaker bassa', 'ローカット スニーカー', 'Низкие кроссовки'),
  t('Basket montante', 'High-top trainer', 'Sneaker alta', 'ハイカット スニーカー', 'Высокие кроссовки'),
  t(
    'Basket de course rétro',
    'Retro runner',
    'Sneaker da running vintage',
    'レトロ ランニングスニーカー',
    'Беговые кроссовки в стиле ретро',
  ),
];
const trousers: readonly ModelSeed[] = [
  t('Pantalon à pinces', 'Pleated trousers', 'Pantaloni con pinces', 'タックパンツ', 'Брюки со складками'),
  t('Pantalon large fluide', 'Wide-leg trousers', 'Pantaloni a palazzo', 'ワイドパンツ', 'Широкие брюки'),
  t(
    'Pantalon cigarette',
    'Cigarette trousers',
    'Pantaloni a sigaretta',
    'シガレットパンツ',
    'Узкие брюки-сигареты',
  ),
  t(
    'Pantalon de tailleur',
    'Tailored trousers',
    'Pantaloni sartoriali',
    'テーラードパンツ',
    'Классические брюки',
  ),
];
const belts: readonly ModelSeed[] = [
  t(
    'Ceinture à boucle logo',
    'Logo-buckle belt',
    'Cintura con fibbia logo',
    'ロゴバックル ベルト',
    'Ремень с пряжкой-логотипом',
  ),
  t(
    'Ceinture réversible',
    'Reversible belt',
    'Cintura reversibile',
    'リバーシブル ベルト',
    'Двусторонний ремень',
  ),
  t('Ceinture tressée', 'Braided belt', 'Cintura intrecciata', '編み込みベルト', 'Плетёный ремень'),
];
const sunglasses: readonly ModelSeed[] = [
  t(
    'Lunettes aviateur',
    'Aviator sunglasses',
    'Occhiali da sole aviator',
    'アビエーター サングラス',
    'Солнцезащитные очки-авиаторы',
  ),
  t(
    'Lunettes œil-de-chat',
    'Cat-eye sunglasses',
    'Occhiali da sole cat-eye',
    'キャットアイ サングラス',
    'Солнцезащитные очки «кошачий глаз»',
  ),
  t(
    'Lunettes rondes rétro',
    'Round retro sunglasses',
    'Occhiali da sole rotondi vintage',
    'ラウンド レトロサングラス',
    'Круглые солнцезащитные очки в стиле ретро',
  ),
];
const fedora = t('Chapeau fedora', 'Fedora', 'Cappello fedora', 'フェドラハット', 'Шляпа-федора');
const compactWallet = t(
  'Portefeuille compact',
  'Compact wallet',
  'Portafoglio compatto',
  'コンパクトウォレット',
  'Компактный кошелёк',
);
const watches: readonly ModelSeed[] = [
  t('Montre de plongée', 'Diver’s watch', 'Orologio subacqueo', 'ダイバーズウォッチ', 'Часы для дайвинга'),
  t(
    'Montre chronographe',
    'Chronograph watch',
    'Orologio cronografo',
    'クロノグラフ ウォッチ',
    'Часы-хронограф',
  ),
  t('Montre GMT', 'GMT watch', 'Orologio GMT', 'GMTウォッチ', 'Часы GMT'),
  t(
    'Montre habillée extra-plate',
    'Ultra-thin dress watch',
    'Orologio elegante ultrapiatto',
    '極薄ドレスウォッチ',
    'Ультратонкие классические часы',
  ),
];
const bracelets: readonly ModelSeed[] = [
  t('Bracelet jonc', 'Bangle', 'Bracciale rigido', 'バングル', 'Жёсткий браслет'),
  t(
    'Manchette sculptée',
    'Sculpted cuff',
    'Bracciale a fascia scolpito',
    'スカルプテッド カフブレスレット',
    'Браслет-манжета',
  ),
  t('Bracelet chaîne', 'Chain bracelet', 'Bracciale a catena', 'チェーンブレスレット', 'Браслет-цепочка'),
];
const rings: readonly ModelSeed[] = [
  t('Bague solitaire', 'Solitaire ring', 'Anello solitario', 'ソリテールリング', 'Кольцо-солитер'),
  t('Chevalière', 'Signet ring', 'Anello con sigillo', 'シグネットリング', 'Перстень-печатка'),
  t('Bague cocktail', 'Cocktail ring', 'Anello cocktail', 'カクテルリング', 'Коктейльное кольцо'),
];

/**
 * Descriptive model names per leaf category slug (a slug under both genres holds the same
 * kind of item). Generic style names only: no house's registered model name, no material or
 * colour, since those are chosen apart.
 */
export const modelsByLeaf: Readonly<Record<string, readonly ModelSeed[]>> = {
  'sacs-a-main': handbags,
  cabas: totes,
  'sacs-bandouliere': crossbody,
  pochettes: [
    t(
      'Pochette du soir brodée',
      'Embroidered evening clutch',
      'Pochette da sera ricamata',
      '刺繍イブニングクラッチ',
      'Вышитый вечерний клатч',
    ),
    t('Pochette enveloppe', 'Envelope clutch', 'Pochette a busta', 'エンベロープクラッチ', 'Клатч-конверт'),
    t(
      'Minaudière bijou',
      'Jewelled minaudière',
      'Minaudière gioiello',
      'ジュエル ミノディエール',
      'Клатч-минодьер с кристаллами',
    ),
  ],
  'sacs-a-dos': backpacks,
  'porte-documents': [
    t(
      'Porte-documents fin',
      'Slim briefcase',
      'Cartella sottile',
      'スリム ブリーフケース',
      'Тонкий портфель',
    ),
    t(
      'Cartable structuré',
      'Structured briefcase',
      'Cartella strutturata',
      'ストラクチャード ブリーフケース',
      'Структурированный портфель',
    ),
    t(
      'Porte-documents zippé',
      'Zip document case',
      'Portadocumenti con zip',
      'ジップ ドキュメントケース',
      'Папка для документов на молнии',
    ),
  ],
  'sacs-de-voyage': [
    t(
      'Sac de week-end',
      'Weekender bag',
      'Borsone weekend',
      'ウィークエンダー バッグ',
      'Сумка для коротких поездок',
    ),
    t('Sac polochon', 'Duffle bag', 'Borsone duffle', 'ダッフルバッグ', 'Сумка-даффл'),
    t(
      'Sac de voyage souple',
      'Soft holdall',
      'Borsa da viaggio morbida',
      'ソフト トラベルバッグ',
      'Мягкая дорожная сумка',
    ),
  ],
  escarpins: [
    t(
      'Escarpin à bout pointu',
      'Pointed-toe pump',
      'Décolleté a punta',
      'ポインテッドトゥ パンプス',
      'Туфли-лодочки с острым носом',
    ),
    t(
      'Escarpin slingback',
      'Slingback pump',
      'Décolleté slingback',
      'スリングバック パンプス',
      'Туфли-слингбэки',
    ),
    t(
      'Escarpin à petit talon',
      'Kitten-heel pump',
      'Décolleté con tacco basso',
      'キトゥンヒール パンプス',
      'Туфли-лодочки на низком каблуке',
    ),
  ],
  'bottes-bottines': [
    t(
      'Bottine à talon bloc',
      'Block-heel ankle boot',
      'Stivaletto con tacco largo',
      'ブロックヒール ショートブーツ',
      'Ботильоны на устойчивом каблуке',
    ),
    t(
      'Botte cavalière',
      'Riding boot',
      'Stivale da equitazione',
      'ライディングブーツ',
      'Сапоги для верховой езды',
    ),
    chelsea,
  ],
  bottines: [
    chelsea,
    t(
      'Bottine à lacets',
      'Lace-up boot',
      'Stivaletto stringato',
      'レースアップブーツ',
      'Ботинки на шнуровке',
    ),
    t('Bottine à boucles', 'Buckled boot', 'Stivaletto con fibbie', 'バックルブーツ', 'Ботинки с пряжками'),
  ],
  baskets: trainers,
  sandales: [
    t(
      'Sandale à brides fines',
      'Strappy sandal',
      'Sandalo con listini',
      'ストラップサンダル',
      'Босоножки с тонкими ремешками',
    ),
    t(
      'Sandale plateforme',
      'Platform sandal',
      'Sandalo con plateau',
      'プラットフォームサンダル',
      'Босоножки на платформе',
    ),
    t(
      'Mule à talon sculpté',
      'Sculpted-heel mule',
      'Mule con tacco scultura',
      'スカルプテッドヒール ミュール',
      'Мюли на фигурном каблуке',
    ),
  ],
  ballerines: [
    t(
      'Ballerine à nœud',
      'Bow ballet flat',
      'Ballerina con fiocco',
      'リボン バレエシューズ',
      'Балетки с бантом',
    ),
    t(
      'Babies à bride',
      'Mary Jane flat',
      'Ballerina Mary Jane',
      'メリージェーン フラットシューズ',
      'Балетки мэри джейн',
    ),
    t(
      'Ballerine pointue',
      'Pointed ballet flat',
      'Ballerina a punta',
      'ポインテッド バレエシューズ',
      'Балетки с острым носом',
    ),
  ],
  mocassins: [
    t(
      'Mocassin à mors',
      'Horsebit loafer',
      'Mocassino con morsetto',
      'ホースビット ローファー',
      'Лоферы с пряжкой-трензелем',
    ),
    t(
      'Mocassin à pampilles',
      'Tassel loafer',
      'Mocassino con nappine',
      'タッセル ローファー',
      'Лоферы с кисточками',
    ),
    t('Mocassin à patte', 'Penny loafer', 'Mocassino penny', 'ペニーローファー', 'Пенни-лоферы'),
  ],
  'derbies-richelieus': [
    t(
      'Derby à semelle crantée',
      'Lug-sole derby',
      'Derby con suola carrarmato',
      'ラグソール ダービー',
      'Дерби на рифлёной подошве',
    ),
    t(
      'Richelieu à bout fleuri',
      'Brogue Oxford',
      'Oxford brogue',
      'ウイングチップ オックスフォード',
      'Оксфорды-броги',
    ),
    t('Derby classique', 'Classic derby', 'Derby classica', 'クラシック ダービー', 'Классические дерби'),
  ],
  robes: [
    t('Robe portefeuille', 'Wrap dress', 'Abito a portafoglio', 'ラップドレス', 'Платье с запахом'),
    t(
      'Robe longue plissée',
      'Pleated maxi dress',
      'Abito lungo plissettato',
      'プリーツ マキシドレス',
      'Плиссированное платье макси',
    ),
    t(
      'Robe chemise ceinturée',
      'Belted shirt dress',
      'Abito chemisier con cintura',
      'ベルテッド シャツドレス',
      'Платье-рубашка с поясом',
    ),
    t('Robe fourreau', 'Sheath dress', 'Tubino', 'シースドレス', 'Платье-футляр'),
  ],
  'tops-chemisiers': [
    t('Blouse lavallière', 'Pussy-bow blouse', 'Camicetta con fiocco', 'ボウタイブラウス', 'Блузка с бантом'),
    t('Top drapé', 'Draped top', 'Top drappeggiato', 'ドレープトップ', 'Драпированный топ'),
    t('Chemise oversize', 'Oversized shirt', 'Camicia oversize', 'オーバーサイズ シャツ', 'Рубашка оверсайз'),
    t(
      'Pull col rond',
      'Crew-neck jumper',
      'Maglione girocollo',
      'クルーネック セーター',
      'Джемпер с круглым вырезом',
    ),
  ],
  chemises: [
    t('Chemise Oxford', 'Oxford shirt', 'Camicia Oxford', 'オックスフォードシャツ', 'Оксфордская рубашка'),
    t(
      'Chemise col officier',
      'Band-collar shirt',
      'Camicia collo coreano',
      'バンドカラーシャツ',
      'Рубашка с воротником-стойкой',
    ),
    t('Surchemise', 'Overshirt', 'Sovracamicia', 'オーバーシャツ', 'Рубашка-куртка'),
  ],
  't-shirts-polos': [
    t('T-shirt brodé', 'Embroidered T-shirt', 'T-shirt ricamata', '刺繍Tシャツ', 'Футболка с вышивкой'),
    t(
      'Polo en maille fine',
      'Fine-knit polo shirt',
      'Polo in maglia sottile',
      'ファインニット ポロシャツ',
      'Поло тонкой вязки',
    ),
    t(
      'T-shirt logo col rond',
      'Logo crew-neck T-shirt',
      'T-shirt girocollo con logo',
      'ロゴ クルーネックTシャツ',
      'Футболка с логотипом',
    ),
  ],
  pantalons: trousers,
  jupes: [
    t(
      'Jupe plissée midi',
      'Pleated midi skirt',
      'Gonna midi plissettata',
      'プリーツ ミディスカート',
      'Плиссированная юбка миди',
    ),
    t('Jupe crayon', 'Pencil skirt', 'Gonna a tubino', 'ペンシルスカート', 'Юбка-карандаш'),
    t('Jupe portefeuille', 'Wrap skirt', 'Gonna a portafoglio', 'ラップスカート', 'Юбка с запахом'),
  ],
  'manteaux-vestes': [
    t(
      'Trench classique',
      'Classic trench coat',
      'Trench classico',
      'クラシック トレンチコート',
      'Классический тренч',
    ),
    t(
      'Veste tailleur cintrée',
      'Fitted blazer',
      'Blazer sciancrato',
      'テーラードジャケット',
      'Приталенный жакет',
    ),
    t('Manteau cocon', 'Cocoon coat', 'Cappotto a bozzolo', 'コクーンコート', 'Пальто-кокон'),
    t(
      'Manteau peignoir ceinturé',
      'Belted wrap coat',
      'Cappotto vestaglia con cintura',
      'ベルテッド ラップコート',
      'Пальто-халат с поясом',
    ),
  ],
  vestes: [
    t(
      'Blazer croisé',
      'Double-breasted blazer',
      'Blazer doppiopetto',
      'ダブルブレスト ブレザー',
      'Двубортный пиджак',
    ),
    t('Blouson motard', 'Biker jacket', 'Giacca biker', 'ライダースジャケット', 'Косуха'),
    t('Saharienne', 'Safari jacket', 'Sahariana', 'サファリジャケット', 'Куртка-сафари'),
    t('Blouson aviateur', 'Bomber jacket', 'Bomber', 'ボンバージャケット', 'Бомбер'),
  ],
  manteaux: [
    t(
      'Pardessus droit',
      'Single-breasted overcoat',
      'Cappotto monopetto',
      'シングル チェスターコート',
      'Однобортное пальто',
    ),
    t('Caban', 'Pea coat', 'Peacoat', 'ピーコート', 'Бушлат'),
    t(
      'Trench croisé',
      'Double-breasted trench coat',
      'Trench doppiopetto',
      'ダブルブレスト トレンチコート',
      'Двубортный тренч',
    ),
  ],
  'foulards-echarpes': [
    t(
      'Carré imprimé',
      'Printed square scarf',
      'Foulard quadrato stampato',
      'プリント スカーフ',
      'Платок с принтом',
    ),
    t('Étole légère', 'Lightweight stole', 'Stola leggera', 'ライトウェイト ストール', 'Лёгкий палантин'),
    t('Écharpe frangée', 'Fringed scarf', 'Sciarpa con frange', 'フリンジ マフラー', 'Шарф с бахромой'),
  ],
  echarpes: [
    t('Écharpe frangée', 'Fringed scarf', 'Sciarpa con frange', 'フリンジ マフラー', 'Шарф с бахромой'),
    t(
      'Écharpe réversible',
      'Reversible scarf',
      'Sciarpa reversibile',
      'リバーシブル マフラー',
      'Двусторонний шарф',
    ),
    t('Snood', 'Snood', 'Scaldacollo', 'スヌード', 'Снуд'),
  ],
  ceintures: belts,
  'lunettes-de-soleil': sunglasses,
  chapeaux: [
    fedora,
    t(
      'Capeline à large bord',
      'Wide-brim sun hat',
      'Cappello a tesa larga',
      'ワイドブリム ハット',
      'Шляпа с широкими полями',
    ),
    t('Chapeau cloche', 'Cloche hat', 'Cappello a cloche', 'クロッシュハット', 'Шляпа-клош'),
  ],
  'chapeaux-casquettes': [
    fedora,
    t('Chapeau trilby', 'Trilby', 'Cappello trilby', 'トリルビーハット', 'Шляпа-трилби'),
    t(
      'Chapeau de feutre à bord court',
      'Short-brim felt hat',
      'Cappello in feltro a tesa corta',
      'ショートブリム フェルトハット',
      'Фетровая шляпа с короткими полями',
    ),
  ],
  'petite-maroquinerie': [
    compactWallet,
    t(
      'Portefeuille long zippé',
      'Zip-around long wallet',
      'Portafoglio lungo con zip',
      'ラウンドジップ 長財布',
      'Длинный кошелёк на молнии',
    ),
    t(
      'Porte-monnaie matelassé',
      'Quilted coin purse',
      'Portamonete trapuntato',
      'キルティング コインケース',
      'Стёганый кошелёк для монет',
    ),
  ],
  portefeuilles: [
    compactWallet,
    t('Portefeuille à rabat', 'Bifold wallet', 'Portafoglio a libro', '二つ折り財布', 'Складной бумажник'),
    t('Porte-cartes', 'Card holder', 'Portacarte', 'カードケース', 'Картхолдер'),
  ],
  montres: [
    ...watches,
    t(
      'Montre joaillière sertie',
      'Gem-set jewellery watch',
      'Orologio gioiello con pietre',
      'ジュエリーウォッチ',
      'Ювелирные часы с камнями',
    ),
  ],
  colliers: [
    t(
      'Collier chaîne à maillons',
      'Chain-link necklace',
      'Collana a catena',
      'チェーンネックレス',
      'Колье-цепь',
    ),
    t(
      'Pendentif médaille',
      'Medallion pendant',
      'Pendente medaglia',
      'メダリオン ペンダント',
      'Кулон-медальон',
    ),
    t('Collier rivière', 'Riviera necklace', 'Collana rivière', 'リビエールネックレス', 'Колье-ривьера'),
  ],
  bracelets,
  bagues: rings,
  'boucles-d-oreilles': [
    t(
      'Créoles torsadées',
      'Twisted hoop earrings',
      'Orecchini a cerchio intrecciati',
      'ツイストフープピアス',
      'Витые серьги-кольца',
    ),
    t('Puces d’oreilles', 'Stud earrings', 'Orecchini a lobo', 'スタッドピアス', 'Серьги-гвоздики'),
    t('Pendants d’oreilles', 'Drop earrings', 'Orecchini pendenti', 'ドロップピアス', 'Серьги-подвески'),
  ],
  'boutons-de-manchette': [
    t(
      'Boutons de manchette ronds',
      'Round cufflinks',
      'Gemelli rotondi',
      'ラウンドカフリンクス',
      'Круглые запонки',
    ),
    t(
      'Boutons de manchette émaillés',
      'Enamel cufflinks',
      'Gemelli smaltati',
      'エナメルカフリンクス',
      'Эмалированные запонки',
    ),
    t(
      'Boutons de manchette carrés',
      'Square cufflinks',
      'Gemelli quadrati',
      'スクエアカフリンクス',
      'Квадратные запонки',
    ),
  ],
};

/** Materials by code, in the five languages. */
export const materials: Readonly<Record<string, Localised>> = {
  veau: t('Cuir de veau', 'Calfskin', 'Pelle di vitello', 'カーフレザー', 'Телячья кожа'),
  agneau: t('Cuir d’agneau', 'Lambskin', 'Pelle d’agnello', 'ラムレザー', 'Кожа ягнёнка'),
  daim: t('Daim', 'Suede', 'Camoscio', 'スエード', 'Замша'),
  toileEnduite: t(
    'Toile enduite',
    'Coated canvas',
    'Tela spalmata',
    'コーティングキャンバス',
    'Канва с покрытием',
  ),
  toileCoton: t(
    'Toile de coton',
    'Cotton canvas',
    'Tela di cotone',
    'コットンキャンバス',
    'Хлопковая парусина',
  ),
  soie: t('Soie', 'Silk', 'Seta', 'シルク', 'Шёлк'),
  cachemire: t('Cachemire', 'Cashmere', 'Cashmere', 'カシミヤ', 'Кашемир'),
  laine: t('Laine', 'Wool', 'Lana', 'ウール', 'Шерсть'),
  coton: t('Coton', 'Cotton', 'Cotone', 'コットン', 'Хлопок'),
  tweed: t('Tweed', 'Tweed', 'Tweed', 'ツイード', 'Твид'),
  feutre: t('Feutre de laine', 'Wool felt', 'Feltro di lana', 'ウールフェルト', 'Шерстяной фетр'),
  orJaune: t(
    'Or jaune 18 carats',
    '18-carat yellow gold',
    'Oro giallo 18 carati',
    '18Kイエローゴールド',
    'Жёлтое золото 750 пробы',
  ),
  orRose: t(
    'Or rose 18 carats',
    '18-carat rose gold',
    'Oro rosa 18 carati',
    '18Kピンクゴールド',
    'Розовое золото 750 пробы',
  ),
  argent: t('Argent 925', 'Sterling silver', 'Argento 925', 'スターリングシルバー', 'Серебро 925 пробы'),
  acier: t(
    'Acier inoxydable',
    'Stainless steel',
    'Acciaio inossidabile',
    'ステンレススチール',
    'Нержавеющая сталь',
  ),
  titane: t('Titane', 'Titanium', 'Titanio', 'チタン', 'Титан'),
  acetate: t('Acétate', 'Acetate', 'Acetato', 'アセテート', 'Ацетат'),
};

const leatherShoe = ['veau', 'agneau', 'daim'];
const gems = ['orJaune', 'orRose', 'argent'];

/** Which materials fit each kind of item. */
export const materialsByKind: Readonly<Record<ItemKind, readonly string[]>> = {
  bag: ['veau', 'agneau', 'daim', 'toileEnduite', 'tweed'],
  shoe: leatherShoe,
  boot: ['veau', 'daim'],
  trainer: ['veau', 'daim', 'toileCoton'],
  sandal: ['veau', 'agneau', 'daim'],
  flat: leatherShoe,
  loafer: ['veau', 'daim'],
  derby: ['veau', 'daim'],
  dress: ['soie', 'laine', 'coton', 'tweed'],
  top: ['soie', 'cachemire', 'laine', 'coton'],
  trousers: ['laine', 'coton', 'cachemire', 'agneau'],
  jacket: ['tweed', 'laine', 'agneau', 'daim', 'coton'],
  coat: ['laine', 'cachemire', 'tweed', 'coton'],
  skirt: ['soie', 'laine', 'tweed', 'agneau', 'coton'],
  scarf: ['soie', 'cachemire', 'laine'],
  belt: ['veau', 'daim', 'toileEnduite'],
  watch: ['acier', 'orJaune', 'orRose'],
  jewellery: gems,
  ring: gems,
  earrings: gems,
  necklace: gems,
  bracelet: gems,
  cufflinks: ['argent', 'orJaune', 'acier'],
  sunglasses: ['acetate', 'titane'],
  hat: ['feutre', 'laine', 'coton'],
  wallet: ['veau', 'agneau', 'toileEnduite'],
};

/** Seasons a piece was released in: spring-summer and autumn-winter of three years. */
export const seasons: readonly Localised[] = [2023, 2024, 2025].flatMap((year) => [
  t(
    `Printemps-Été ${year}`,
    `Spring-Summer ${year}`,
    `Primavera-Estate ${year}`,
    `${year}年春夏`,
    `Весна-лето ${year}`,
  ),
  t(
    `Automne-Hiver ${year}`,
    `Autumn-Winter ${year}`,
    `Autunno-Inverno ${year}`,
    `${year}年秋冬`,
    `Осень-зима ${year}`,
  ),
]);

export const collections: readonly Localised[] = [
  t('Croisière', 'Cruise', 'Cruise', 'クルーズコレクション', 'Круизная коллекция'),
  t('Pré-collection', 'Pre-collection', 'Pre-collezione', 'プレコレクション', 'Предколлекция'),
  t(
    'Collection défilé',
    'Runway collection',
    'Collezione sfilata',
    'ランウェイコレクション',
    'Подиумная коллекция',
  ),
  t(
    'Capsule atelier',
    'Atelier capsule',
    'Capsule d’atelier',
    'アトリエ カプセルコレクション',
    'Капсульная коллекция ателье',
  ),
  t('Les essentiels', 'The essentials', 'Gli essenziali', 'エッセンシャルズ', 'Базовая линия'),
  t('Édition limitée', 'Limited edition', 'Edizione limitata', '限定エディション', 'Лимитированная серия'),
];

/**
 * First sentences, with {modele} {marque} {matiere} {couleur}. The colour and the material
 * follow a noun or a colon so no word has to agree with them in any language.
 */
export const openings: readonly Localised[] = [
  t(
    '{modele} de la maison {marque} en {matiere}, coloris {couleur}.',
    '{modele} by {marque} in {matiere}, colour: {couleur}.',
    '{modele} {marque} in {matiere}, colore {couleur}.',
    '{marque}の{modele}。素材は{matiere}、カラーは{couleur}です。',
    '{modele} {marque}: материал — {matiere}, цвет — {couleur}.',
  ),
  t(
    'Signé {marque} : {modele} en {matiere}, coloris {couleur}.',
    'From {marque}: {modele} in {matiere}, colour: {couleur}.',
    'Firmato {marque}: {modele} in {matiere}, colore {couleur}.',
    '{marque}による{modele}。{matiere}を使った{couleur}の一品です。',
    'От {marque}: {modele}, материал — {matiere}, цвет — {couleur}.',
  ),
  t(
    'Un classique de {marque} : {modele} en {matiere}, coloris {couleur}.',
    'A {marque} classic: {modele} in {matiere}, colour: {couleur}.',
    'Un classico di {marque}: {modele} in {matiere}, colore {couleur}.',
    '{marque}の定番、{modele}。素材は{matiere}、カラーは{couleur}。',
    'Классика {marque}: {modele}, материал — {matiere}, цвет — {couleur}.',
  ),
];

/** What each family of items is like; never a word about wear, which `conditions` says. */
export const details: Readonly<Record<ItemFamily, Localised>> = {
  bag: t(
    'Intérieur doublé avec poche zippée et fermeture sécurisée.',
    'Lined interior with a zipped pocket and a secure closure.',
    'Interno foderato con tasca con zip e chiusura sicura.',
    '内側はライニング仕上げで、ファスナーポケットと確かな留め具付き。',
    'Подкладка с карманом на молнии, надёжная застёжка.',
  ),
  shoe: t(
    'Chaussant confortable, taille normalement.',
    'Comfortable fit; true to size.',
    'Calzata comoda, veste regolare.',
    '履き心地がよく、サイズ感は標準です。',
    'Удобная колодка, соответствует размеру.',
  ),
  garment: t(
    'Coupe soignée et finitions intérieures impeccables ; étiquette de composition présente.',
    'Carefully cut with neat finishing inside; composition label present.',
    'Taglio curato e rifiniture interne impeccabili; etichetta di composizione presente.',
    '丁寧なカッティングと美しい内側の仕立て。品質表示タグ付き。',
    'Аккуратный крой и тщательная внутренняя отделка; ярлык с составом на месте.',
  ),
  scarf: t(
    'Ourlets roulottés à la main ; se noue au cou, dans les cheveux ou à l’anse d’un sac.',
    'Hand-rolled hems; wear it at the neck, in the hair or on a bag handle.',
    'Orli arrotolati a mano; da portare al collo, tra i capelli o sul manico di una borsa.',
    '縁は手巻き仕上げ。首元にも、髪にも、バッグのハンドルにも。',
    'Края подшиты вручную; носите на шее, в волосах или на ручке сумки.',
  ),
  belt: t(
    'Boucle en métal poli, largeur polyvalente pour un jean comme pour un tailleur.',
    'Polished metal buckle, a width that suits jeans and tailoring alike.',
    'Fibbia in metallo lucido, altezza versatile per jeans e tailleur.',
    '磨き上げたメタルバックル。デニムにもテーラードにも合う幅です。',
    'Полированная металлическая пряжка; универсальная ширина — к джинсам и к костюму.',
  ),
  watch: t(
    'Mouvement automatique et verre saphir ; livrée avec sa boîte et ses papiers.',
    'Automatic movement and sapphire crystal; comes with its box and papers.',
    'Movimento automatico e vetro zaffiro; con scatola e documenti.',
    '自動巻きムーブメントとサファイアクリスタル風防。箱と保証書付き。',
    'Автоматический механизм и сапфировое стекло; в комплекте коробка и документы.',
  ),
  jewellery: t(
    'Poinçons lisibles ; livré dans son écrin avec son certificat.',
    'Clear hallmarks; comes in its case with its certificate.',
    'Punzonature leggibili; fornito nel suo astuccio con certificato.',
    '刻印ははっきりと残り、専用ケースと証明書付き。',
    'Чёткие клейма; в футляре с сертификатом.',
  ),
  sunglasses: t(
    'Verres protection UV 100 % ; livrées avec étui et chiffonnette.',
    'Lenses with 100% UV protection; comes with its case and cleaning cloth.',
    'Lenti con protezione UV al 100%; con astuccio e panno.',
    'UVカット率100%のレンズ。ケースとクロス付き。',
    'Линзы со 100% защитой от УФ; в комплекте футляр и салфетка.',
  ),
  hat: t(
    'Bande intérieure en gros-grain, forme bien tenue.',
    'Grosgrain inner band; holds its shape well.',
    'Fascia interna in gros-grain, forma ben strutturata.',
    '内側にグログランバンド。型崩れしにくい仕立てです。',
    'Внутренняя лента из репса, шляпа хорошо держит форму.',
  ),
  wallet: t(
    'Plusieurs fentes pour cartes et un compartiment à billets.',
    'Several card slots and a note compartment.',
    'Diverse tasche per carte e uno scomparto per banconote.',
    'カードスロットを複数備え、札入れ付き。',
    'Несколько отделений для карт и отделение для купюр.',
  ),
};

/** Sentences saying the condition; each agrees with its code, and no other sentence speaks of it. */
export const conditions: Readonly<Record<ConditionCode, readonly Localised[]>> = {
  neuf: [
    t(
      'Article neuf, jamais porté, avec ses étiquettes d’origine.',
      'New and never worn, with its original tags.',
      'Articolo nuovo, mai indossato, con le etichette originali.',
      '未使用の新品で、オリジナルのタグ付きです。',
      'Новая вещь, ни разу не использовалась, с оригинальными бирками.',
    ),
    t(
      'Neuf : jamais porté, livré dans son emballage d’origine.',
      'Brand new: never worn, delivered in its original packaging.',
      'Nuovo: mai indossato, consegnato nella confezione originale.',
      '新品・未使用。購入時のパッケージのままお届けします。',
      'Новая вещь: не использовалась, доставляется в оригинальной упаковке.',
    ),
  ],
  occasion: [
    t(
      'Article d’occasion en excellent état, porté avec soin.',
      'Pre-owned in excellent condition, worn with care.',
      'Articolo di seconda mano in ottime condizioni, indossato con cura.',
      '中古品ですが、大切に使われた非常に良い状態です。',
      'Бывшая в употреблении вещь в отличном состоянии, использовалась бережно.',
    ),
    t(
      'Article d’occasion en très bon état : légères traces d’usage, sans défaut notable.',
      'Pre-owned in very good condition: light signs of wear, no notable flaw.',
      'Di seconda mano in condizioni molto buone: lievi segni d’uso, nessun difetto rilevante.',
      '中古品。わずかな使用感はありますが、目立つ傷はありません。',
      'Бывшая в употреблении вещь в очень хорошем состоянии: лёгкие следы использования, без заметных дефектов.',
    ),
    t(
      'Article d’occasion porté quelques fois, nettoyé et contrôlé avant l’envoi.',
      'Pre-owned, worn a few times, cleaned and checked before dispatch.',
      'Di seconda mano, indossato poche volte, pulito e controllato prima della spedizione.',
      '数回使用した中古品。発送前にクリーニングと検品を行っています。',
      'Бывшая в употреблении вещь: использовалась несколько раз, перед отправкой почищена и проверена.',
    ),
  ],
};

/** The family a kind of item is described as. */
export const familyOf: Readonly<Record<ItemKind, ItemFamily>> = {
  bag: 'bag',
  shoe: 'shoe',
  boot: 'shoe',
  trainer: 'shoe',
  sandal: 'shoe',
  flat: 'shoe',
  loafer: 'shoe',
  derby: 'shoe',
  dress: 'garment',
  top: 'garment',
  trousers: 'garment',
  jacket: 'garment',
  coat: 'garment',
  skirt: 'garment',
  scarf: 'scarf',
  belt: 'belt',
  watch: 'watch',
  jewellery: 'jewellery',
  ring: 'jewellery',
  earrings: 'jewellery',
  necklace: 'jewellery',
  bracelet: 'jewellery',
  cufflinks: 'jewellery',
  sunglasses: 'sunglasses',
  hat: 'hat',
  wallet: 'wallet',
};

/** Everything above in one object. */
export const catalogueWords: CatalogueWordsSeed = {
  modelsByLeaf,
  materials,
  materialsByKind,
  seasons,
  collections,
  openings,
  details,
  conditions,
};
