/**
 * The genres a profile may give (spec §3 `sexe_profile`), apart from the schemas so a form can
 * offer them without bringing a schema library.
 */
export const GENRES = ['Homme', 'Femme'] as const;
