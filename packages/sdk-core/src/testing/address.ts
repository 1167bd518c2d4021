/** A French delivery address the form and the server accept: what the SDK's tests save and pay with. */
export const TEST_ADDRESS = {
  prenom: 'Léa',
  nom: 'Moreau',
  pays: 'FR',
  adresse: '12 rue de Rivoli',
  complement: 'Escalier B',
  ville: 'Paris',
  region_etat: 'Île-de-France',
  code_postal: '75001',
  telephone: '+33 6 00 00 00 00',
} as const;
