import type { CatalogueWordsSeed, ItemKind } from './types.js';

/**
 * Descriptive model names per kind of item. Generic style names only: no
 * house's registered model name.
 */
export const modelNames: Readonly<Record<ItemKind, readonly string[]>> = {
  bag: [
    'Cabas Classique',
    'Mini Besace Matelassée',
    'Sac Seau Souple',
    'Pochette du Soir Brodée',
    'Sac Demi-Lune',
    'Cartable Structuré',
    'Sac Bowling Vintage',
    'Sac à Rabat Chaîne',
  ],
  shoe: [
    'Escarpin à Bout Pointu',
    'Mocassin à Mors',
    'Basket Basse en Cuir',
    'Bottine à Talon Bloc',
    'Sandale à Brides Fines',
    'Ballerine à Nœud',
    'Derby à Semelle Crantée',
    'Mule à Talon Sculpté',
  ],
  dress: [
    'Robe Portefeuille Fluide',
    'Petite Robe Noire',
    'Robe Longue Plissée',
    'Robe Chemise Ceinturée',
    'Robe Fourreau Ajustée',
    'Robe Bustier du Soir',
    'Robe Midi Imprimée',
    'Robe Pull Côtelée',
  ],
  top: [
    'Chemise Oversize',
    'Blouse Lavallière',
    'Pull Col Rond',
    'Cardigan Boutonné',
    'T-shirt Brodé',
    'Polo en Maille Fine',
    'Top Drapé',
    'Sweat Molletonné',
  ],
  trousers: [
    'Pantalon à Pinces',
    'Jean Droit Brut',
    'Pantalon Large Fluide',
    'Pantalon Cigarette',
    'Chino Ajusté',
    'Pantalon de Tailleur',
    'Jogging Ajusté',
    'Pantalon Cargo Revisité',
  ],
  jacket: [
    'Veste Tailleur Cintrée',
    'Blazer Croisé',
    'Blouson Motard',
    'Saharienne Légère',
    'Veste Courte Boutonnée',
    'Bomber Satiné',
    'Veste en Jean Délavé',
    'Surchemise Matelassée',
  ],
  coat: [
    'Trench Classique',
    'Manteau Long Croisé',
    'Caban Marin',
    'Manteau Peignoir Ceinturé',
    'Doudoune Matelassée',
    'Parka à Capuche',
    'Manteau Cocon',
    'Pardessus Droit',
  ],
  skirt: [
    'Jupe Plissée Midi',
    'Jupe Crayon',
    'Mini-jupe Trapèze',
    'Jupe Portefeuille',
    'Jupe Évasée',
    'Jupe Longue Fluide',
    'Jupe Ajustée Fendue',
    'Jupe Asymétrique Drapée',
  ],
  scarf: [
    'Carré de Soie Imprimé',
    'Étole Légère',
    'Écharpe Frangée',
    'Foulard Bandeau',
    'Châle Monogrammé',
    'Snood en Maille',
    'Grand Carré Équestre',
    'Écharpe Réversible',
  ],
  belt: [
    'Ceinture à Boucle Logo',
    'Ceinture Réversible',
    'Ceinture Fine à Boucle Dorée',
    'Ceinture Tressée',
    'Ceinture Corset',
    'Ceinture Chaîne',
    'Ceinture à Boucle Carrée',
    'Ceinture Large Western',
  ],
  watch: [
    'Montre Rectangulaire Classique',
    'Montre Chronographe Sport',
    'Montre de Plongée',
    'Montre Bijou Sertie',
    'Montre Automatique Squelette',
    'Montre Dame Bracelet Maille',
    'Montre GMT Voyageur',
    'Montre Habillée Extra-Plate',
  ],
  jewellery: [
    'Collier Chaîne Maillons',
    'Bracelet Jonc',
    'Bague Solitaire',
    'Créoles Torsadées',
    'Pendentif Médaille',
    'Bague Chevalière',
    'Manchette Sculptée',
    'Boucles d’Oreilles Perles',
  ],
  sunglasses: [
    'Lunettes Pilote',
    'Lunettes Œil-de-Chat',
    'Lunettes Rondes Rétro',
    'Lunettes Masque',
    'Lunettes Carrées Oversize',
    'Lunettes Papillon',
    'Lunettes Rectangulaires Fines',
    'Lunettes Écaille Classiques',
  ],
  hat: [
    'Chapeau Fedora',
    'Capeline à Large Bord',
    'Béret Classique',
    'Casquette Brodée',
    'Bob Réversible',
    'Bonnet Côtelé',
    'Chapeau Cloche',
    'Chapeau Trilby',
  ],
  wallet: [
    'Portefeuille Compact',
    'Porte-cartes Zippé',
    'Porte-monnaie Matelassé',
    'Portefeuille Long Continental',
    'Porte-clés Bijou',
    'Étui à Passeport',
    'Porte-chéquier Classique',
    'Portefeuille à Rabat',
  ],
};

/** Materials, in French. */
export const materials: readonly string[] = [
  'Cuir de veau',
  'Cuir d’agneau',
  'Daim',
  'Toile enduite',
  'Soie',
  'Cachemire',
  'Laine',
  'Coton',
  'Tweed',
  'Or jaune 18 carats',
  'Acier inoxydable',
  'Acétate',
];

/** Which of `materials` fit each kind of item. */
export const materialsByKind: Readonly<Record<ItemKind, readonly string[]>> = {
  bag: ['Cuir de veau', 'Cuir d’agneau', 'Daim', 'Toile enduite', 'Tweed'],
  shoe: ['Cuir de veau', 'Cuir d’agneau', 'Daim', 'Toile enduite'],
  dress: ['Soie', 'Laine', 'Coton', 'Tweed'],
  top: ['Soie', 'Cachemire', 'Laine', 'Coton'],
  trousers: ['Laine', 'Coton', 'Cachemire', 'Cuir d’agneau'],
  jacket: ['Tweed', 'Laine', 'Cuir d’agneau', 'Daim', 'Coton'],
  coat: ['Laine', 'Cachemire', 'Tweed', 'Coton'],
  skirt: ['Soie', 'Laine', 'Tweed', 'Cuir d’agneau', 'Coton'],
  scarf: ['Soie', 'Cachemire', 'Laine'],
  belt: ['Cuir de veau', 'Daim', 'Toile enduite'],
  watch: ['Acier inoxydable', 'Or jaune 18 carats'],
  jewellery: ['Or jaune 18 carats', 'Acier inoxydable'],
  sunglasses: ['Acétate', 'Acier inoxydable'],
  hat: ['Laine', 'Cachemire', 'Coton', 'Daim'],
  wallet: ['Cuir de veau', 'Cuir d’agneau', 'Toile enduite'],
};

/** Seasons a piece was released in. */
export const seasons: readonly string[] = [
  'Printemps-Été 2023',
  'Automne-Hiver 2023',
  'Printemps-Été 2024',
  'Automne-Hiver 2024',
  'Printemps-Été 2025',
  'Automne-Hiver 2025',
];

/** Collection names. */
export const collections: readonly string[] = [
  'Croisière',
  'Pré-collection',
  'Collection Défilé',
  'Capsule Atelier',
  'Les Essentiels',
  'Édition Limitée',
];

/**
 * Description sentences per kind of item, with the placeholders {marque}
 * {modele} {matiere} {couleur}. The colour always follows « coloris » and the
 * model name never takes an agreeing adjective, so any combination reads well.
 */
export const descriptionTemplates: Readonly<Record<ItemKind, readonly string[]>> = {
  bag: [
    '{modele} de la maison {marque} en {matiere}, coloris {couleur}. Pièce portée avec soin, livrée avec sa housse de protection d’origine.',
    '{marque} : {modele} en {matiere}, coloris {couleur}. Coins, poignées et doublure en excellent état ; authentification réalisée par nos experts.',
    'Un intemporel signé {marque} : {modele} en {matiere}, coloris {couleur}, idéal au quotidien comme en soirée. Quincaillerie sans rayure notable.',
  ],
  shoe: [
    '{modele} {marque} en {matiere}, coloris {couleur}. Semelles à peine marquées, paire livrée dans sa boîte d’origine.',
    'L’élégance selon {marque} : {modele} en {matiere}, coloris {couleur}, pour une allure raffinée du matin au soir.',
    'Paire de la maison {marque}, modèle {modele} en {matiere}, coloris {couleur}. Cuir et coutures en très bon état.',
  ],
  dress: [
    '{modele} de {marque} en {matiere}, coloris {couleur}. Coupe flatteuse, pièce portée à deux reprises seulement.',
    'Signée {marque}, cette pièce ({modele}) en {matiere} coloris {couleur} a été nettoyée à sec avant expédition.',
    '{marque} : {modele} en {matiere}, coloris {couleur}, une pièce de caractère pour les grandes occasions.',
  ],
  top: [
    '{modele} {marque} en {matiere}, coloris {couleur}. Matière douce, sans bouloche ni trace d’usure.',
    'Pièce essentielle de {marque} : {modele} en {matiere}, coloris {couleur}, facile à associer au quotidien.',
    '{modele} de la maison {marque} en {matiere}, coloris {couleur}. Étiquettes de composition présentes, état impeccable.',
  ],
  trousers: [
    '{modele} {marque} en {matiere}, coloris {couleur}. Tombé impeccable, ourlet d’origine.',
    'Pièce de vestiaire signée {marque} : {modele} en {matiere}, coloris {couleur}, à porter avec une veste comme avec un pull.',
    '{modele} de la maison {marque} en {matiere}, coloris {couleur}. Très bon état général, nettoyé avant envoi.',
  ],
  jacket: [
    '{modele} {marque} en {matiere}, coloris {couleur}. Épaules structurées, boutons d’origine, doublure intacte.',
    'Une pièce forte de {marque} : {modele} en {matiere}, coloris {couleur}, qui structure la silhouette.',
    '{modele} de la maison {marque} en {matiere}, coloris {couleur}. Pièce portée avec soin, nettoyée à sec avant expédition.',
  ],
  coat: [
    '{modele} {marque} en {matiere}, coloris {couleur}. Pièce chaude et élégante, sans trace d’usure aux poignets ni au col.',
    'Investissement intemporel signé {marque} : {modele} en {matiere}, coloris {couleur}, pour de nombreux hivers.',
    '{modele} de la maison {marque} en {matiere}, coloris {couleur}. Doublure intacte, boutons de rechange fournis.',
  ],
  skirt: [
    '{modele} {marque} en {matiere}, coloris {couleur}. Fermeture et doublure en parfait état.',
    'Féminine et raffinée, cette pièce de {marque} ({modele}) en {matiere} coloris {couleur} se porte en toute saison.',
    '{modele} de la maison {marque} en {matiere}, coloris {couleur}. Pièce portée quelques fois, nettoyée avant envoi.',
  ],
  scarf: [
    '{modele} {marque} en {matiere}, coloris {couleur}. Ourlets roulottés main, couleurs éclatantes.',
    'Accessoire iconique de {marque} : {modele} en {matiere}, coloris {couleur}, à nouer au cou, aux cheveux ou à l’anse d’un sac.',
    '{modele} de la maison {marque} en {matiere}, coloris {couleur}. Ni tache ni fil tiré ; boîte d’origine fournie.',
  ],
  belt: [
    '{modele} {marque} en {matiere}, coloris {couleur}. Boucle sans rayure, trous à peine marqués.',
    'La touche finale signée {marque} : {modele} en {matiere}, coloris {couleur}, pour rehausser un jean comme un tailleur.',
    '{modele} de la maison {marque} en {matiere}, coloris {couleur}. Housse et boîte d’origine fournies.',
  ],
  watch: [
    '{modele} {marque} en {matiere}, cadran coloris {couleur}. Révisée par un horloger, livrée avec boîte et papiers.',
    'Garde-temps signé {marque} : {modele} en {matiere}, cadran coloris {couleur}, mouvement en parfait état de marche.',
    '{modele} de la maison {marque} en {matiere}, cadran coloris {couleur}. Verre sans rayure, bracelet ajustable.',
  ],
  jewellery: [
    '{modele} {marque} en {matiere}, coloris {couleur}. Poinçons lisibles, écrin d’origine fourni.',
    'Bijou signé {marque} : {modele} en {matiere}, coloris {couleur}, pour illuminer chaque tenue.',
    '{modele} de la maison {marque} en {matiere}, coloris {couleur}. Pièce nettoyée et contrôlée par notre joaillier partenaire.',
  ],
  sunglasses: [
    '{modele} {marque} en {matiere}, coloris {couleur}. Verres sans rayure, étui et chiffonnette fournis.',
    'Allure solaire signée {marque} : {modele} en {matiere}, coloris {couleur}, protection UV 100 %.',
    '{modele} de la maison {marque} en {matiere}, coloris {couleur}. Charnières fermes, monture en excellent état.',
  ],
  hat: [
    '{modele} {marque} en {matiere}, coloris {couleur}. Forme parfaitement conservée, bande intérieure intacte.',
    'L’accessoire qui signe une silhouette, par {marque} : {modele} en {matiere}, coloris {couleur}.',
    '{modele} de la maison {marque} en {matiere}, coloris {couleur}. Pièce portée avec soin, livrée dans sa boîte.',
  ],
  wallet: [
    '{modele} {marque} en {matiere}, coloris {couleur}. Coins et fermeture en très bon état.',
    'Petite maroquinerie signée {marque} : {modele} en {matiere}, coloris {couleur}, pratique et élégante au quotidien.',
    '{modele} de la maison {marque} en {matiere}, coloris {couleur}. Boîte et carte d’authenticité fournies.',
  ],
};

/** Everything above in one object. */
export const catalogueWords: CatalogueWordsSeed = {
  modelNames,
  materials,
  materialsByKind,
  seasons,
  collections,
  descriptionTemplates,
};
