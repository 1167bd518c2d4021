-- Reference data and the catalogue: languages, countries, brands, categories, sizes, colours,
-- users with their profiles, products with their variants and images, banners.
-- Column names follow the spec's field names where the spec gives them.

CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE TABLE langue (
  id          integer PRIMARY KEY,
  alpha2      text NOT NULL UNIQUE,
  langue_name text NOT NULL
);

CREATE TABLE pays (
  id_pays          serial PRIMARY KEY,
  alpha2           char(2) NOT NULL UNIQUE,
  code             text NOT NULL,
  nom_fr_fr        text NOT NULL,
  nom_en_gb        text NOT NULL,
  nom_it           text NOT NULL,
  nom_jp           text NOT NULL,
  nom_ru           text NOT NULL,
  region_fr        text NOT NULL,
  flag             text NOT NULL,
  code_monnaie     char(3) NOT NULL,
  unity            text NOT NULL,
  taux_change      numeric(14, 6) NOT NULL CHECK (taux_change > 0),
  langue_parle     text NOT NULL,
  langue_translate text NOT NULL REFERENCES langue (alpha2)
);

CREATE TABLE marque (
  id_marque  serial PRIMARY KEY,
  nom_marque text NOT NULL UNIQUE
);

-- The tree genre (niveau 1) → mère (niveau 2) → fils (niveau 3). Products hang on a fils.
CREATE TABLE categorie (
  id_categorie serial PRIMARY KEY,
  id_parent    integer REFERENCES categorie (id_categorie),
  niveau       smallint NOT NULL CHECK (niveau BETWEEN 1 AND 3),
  slug         text NOT NULL,
  nom_fr       text NOT NULL,
  nom_uk       text NOT NULL,
  nom_it       text NOT NULL,
  nom_jp       text NOT NULL,
  nom_ru       text NOT NULL,
  -- Leaf categories only: the kind of item (drives generated images) and its size grid.
  type_article text,
  grille       text,
  UNIQUE NULLS NOT DISTINCT (id_parent, slug)
);
CREATE INDEX categorie_parent_idx ON categorie (id_parent);

CREATE TABLE taille (
  id_taille    serial PRIMARY KEY,
  grille       text NOT NULL,
  valeur_taille text NOT NULL,
  pays_taille  text NOT NULL,
  rang         integer NOT NULL,
  taille_fr text NOT NULL, taille_eu text NOT NULL, taille_st text NOT NULL, taille_us text NOT NULL,
  taille_it text NOT NULL, taille_uk text NOT NULL, taille_ge text NOT NULL, taille_kr text NOT NULL,
  taille_jp text NOT NULL, taille_ch text NOT NULL, taille_vo text NOT NULL,
  UNIQUE (grille, valeur_taille)
);

CREATE TABLE couleur (
  id_couleur    serial PRIMARY KEY,
  code_hexa     text NOT NULL,
  nom_couleur_fr text NOT NULL,
  nom_couleur_uk text NOT NULL,
  nom_couleur_it text NOT NULL,
  nom_couleur_jp text NOT NULL,
  nom_couleur_ru text NOT NULL
);

-- Languages a seller may speak (LangueParleController/list_langue_vendeur).
CREATE TABLE langue_parle (
  id     serial PRIMARY KEY,
  alpha2 text NOT NULL UNIQUE,
  nom_fr text NOT NULL,
  nom_en text NOT NULL
);

CREATE TABLE utilisateur (
  id_user            serial PRIMARY KEY,
  email              text NOT NULL,
  password_hash      text NOT NULL,
  -- 'user' until the seller onboarding is complete, then 'kim' (spec §1).
  role               text NOT NULL DEFAULT 'user',
  status             text NOT NULL DEFAULT '',
  pseudo_profile     text NOT NULL,
  nom_profile        text NOT NULL,
  prenom_profile     text NOT NULL,
  sexe_profile       text NOT NULL,
  date_naiss_profile date NOT NULL,
  contact_profile    text NOT NULL DEFAULT '',
  id_pays            integer NOT NULL REFERENCES pays (id_pays),
  image_link_profile text,
  newsletter         boolean NOT NULL DEFAULT false,
  langue_application integer NOT NULL DEFAULT 1 REFERENCES langue (id),
  -- Seller onboarding: the step the user is at (spec "Mon profil").
  onboarding_step    integer NOT NULL DEFAULT 0,
  created_at         timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX utilisateur_email_idx ON utilisateur (lower(email));
CREATE UNIQUE INDEX utilisateur_pseudo_idx ON utilisateur (lower(pseudo_profile));
CREATE INDEX utilisateur_role_created_idx ON utilisateur (role, created_at DESC);

-- A seller's spoken languages with a marketing text in each; rang 1 is the default.
CREATE TABLE langue_profile (
  id             serial PRIMARY KEY,
  id_user        integer NOT NULL REFERENCES utilisateur (id_user) ON DELETE CASCADE,
  id_langue      integer NOT NULL REFERENCES langue_parle (id),
  text_marketing text NOT NULL,
  rang           integer NOT NULL,
  UNIQUE (id_user, id_langue)
);

CREATE TABLE produit (
  id_produit             serial PRIMARY KEY,
  id_vendeur             integer NOT NULL REFERENCES utilisateur (id_user),
  id_marque              integer NOT NULL REFERENCES marque (id_marque),
  id_categorie           integer NOT NULL REFERENCES categorie (id_categorie),
  modele                 text NOT NULL,
  description            text,
  saison                 text,
  collection             text,
  code_produit           text,
  code_produit_vendeur   text,
  matiere                text,
  largeur                numeric(8, 2) NOT NULL DEFAULT 0,
  longueur               numeric(8, 2) NOT NULL DEFAULT 0,
  talon                  numeric(8, 2) NOT NULL DEFAULT 0,
  -- In the seller's currency.
  prix_unitaire          numeric(14, 2) NOT NULL CHECK (prix_unitaire >= 0),
  etat_produit           text NOT NULL DEFAULT 'neuf',
  -- Where the seller originally bought the item (get_produit_all livraison.pays_achat).
  id_pays_achat          integer REFERENCES pays (id_pays),
  duree_expedition_debut integer NOT NULL DEFAULT 1,
  duree_expedition_fin   integer NOT NULL DEFAULT 3,
  livree_sous_debut      integer NOT NULL DEFAULT 3,
  livree_sous_fin        integer NOT NULL DEFAULT 7,
  -- Orders received, for the best-seller list.
  ventes                 integer NOT NULL DEFAULT 0,
  -- Lower-case, accent-free brand, model, categories and description, for search.
  search_text            text NOT NULL DEFAULT '',
  created_at             timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX produit_created_idx ON produit (created_at DESC, id_produit DESC);
CREATE INDEX produit_ventes_idx ON produit (ventes DESC, id_produit DESC);
CREATE INDEX produit_vendeur_idx ON produit (id_vendeur, created_at DESC);
CREATE INDEX produit_marque_idx ON produit (id_marque);
CREATE INDEX produit_categorie_idx ON produit (id_categorie);
CREATE INDEX produit_search_idx ON produit USING gin (search_text gin_trgm_ops);

CREATE TABLE image_produit (
  id         serial PRIMARY KEY,
  id_produit integer NOT NULL REFERENCES produit (id_produit) ON DELETE CASCADE,
  rang       integer NOT NULL,
  link_image text NOT NULL,
  UNIQUE (id_produit, rang)
);

-- A size variant. Each is one physical item: once sold (etat 'Vendu') it cannot be sold again.
CREATE TABLE sous_produit (
  id          serial PRIMARY KEY,
  id_produit  integer NOT NULL REFERENCES produit (id_produit) ON DELETE CASCADE,
  id_taille   integer NOT NULL REFERENCES taille (id_taille),
  id_couleur  integer NOT NULL REFERENCES couleur (id_couleur),
  etat        text NOT NULL DEFAULT 'Disponible' CHECK (etat IN ('Disponible', 'Vendu'))
);
CREATE INDEX sous_produit_produit_idx ON sous_produit (id_produit);
CREATE INDEX sous_produit_couleur_idx ON sous_produit (id_couleur, id_produit);
CREATE INDEX sous_produit_taille_idx ON sous_produit (id_taille, id_produit);

CREATE TABLE publicite (
  id_publicite             serial PRIMARY KEY,
  id_langue                integer NOT NULL REFERENCES langue (id),
  rang                     integer NOT NULL,
  image_url                text NOT NULL,
  text_publicitaire_gras   text NOT NULL,
  text_publicitaire_gras_2 text NOT NULL,
  description              text NOT NULL,
  text_boutton             text NOT NULL
);
CREATE INDEX publicite_langue_idx ON publicite (id_langue, rang);
