/** A complete sign-up as the form holds it, for the SDK's tests: an adult in France. */
export const TEST_SIGN_UP = {
  sexe_profile: 'Femme',
  id_pays_profile: 1,
  nom_profile: 'Martin',
  prenom_profile: 'Claire',
  email: 'claire@vitrine.dev',
  password: 'long-enough',
  pseudo_profile: 'Claire',
  date_naiss_profile: '1990-05-01',
} as const;
