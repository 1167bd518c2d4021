/** Buyers' reviews of sellers: the form after a completed order, and where they are shown. */
export const reviews = {
  title: 'Avis',
  summary_one: '{{average}} sur 5 · {{count}} avis',
  summary_other: '{{average}} sur 5 · {{count}} avis',
  none: 'Aucun avis pour le moment.',
  stars: '{{note}} sur 5',
  by: '{{buyer}}, le {{date}}',
  about: 'À propos de : {{item}}',
  formTitle: 'Évaluer le vendeur',
  note: 'Note',
  noteOption: '{{note}} sur 5',
  comment: 'Votre commentaire',
  send: 'Publier l’avis',
  sent: 'Merci : votre avis est publié.',
  yours: 'Votre avis',
  pickNote: 'Choisissez une note de 1 à 5.',
  already: 'Cette commande a déjà reçu un avis.',
} as const;
