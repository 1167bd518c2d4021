/** A French delivery address the forms and the server accept: what every package's tests save and pay with. */
export const TEST_ADDRESS = {
  prenom: 'Claire',
  nom: 'Martin',
  pays: 'FR',
  adresse: '12 rue des Archives',
  complement: 'Bâtiment B',
  ville: 'Paris',
  region_etat: 'Île-de-France',
  code_postal: '75004',
  telephone: '+33 6 12 34 56 78',
} as const;
