export const checkout = {
  title: 'Paiement',
  signInHint: 'Identifiez-vous pour payer votre panier.',
  signIn: 'S’identifier',
  deliveryStep: '1. Livraison',
  paymentStep: '2. Paiement',
  alphanumericNote: 'Utilisez uniquement des caractères alphanumériques.',
  requiredNote: 'Les champs marqués d’un * sont obligatoires.',
  fields: {
    prenom: 'Prénom',
    nom: 'Nom',
    pays: 'Pays',
    adresse: 'Adresse',
    complement: 'Complément d’adresse',
    ville: 'Ville',
    region_etat: 'Région / État',
    code_postal: 'Code postal',
    telephone: 'Téléphone',
  },
  chooseCountry: 'Choisissez un pays',
  continue: 'Continuer vers le paiement',
  deliverTo: 'Livraison à',
  editAddress: 'Modifier l’adresse',
  holderName: 'Titulaire de la carte',
  card: 'Carte bancaire',
  cardLoading: 'Chargement du formulaire de carte…',
  cardUnavailable: 'Le paiement par carte n’est pas disponible pour le moment.',
  saveCard: 'Enregistrer pour le prochain paiement',
  submit: 'Valider le paiement',
  cardField: {
    number: 'Numéro de carte',
    expiry: 'Expiration (MM/AA)',
    cvc: 'CVC',
    brand: 'Réseau de la carte : {{brand}}',
    invalidNumber: 'Le numéro de carte est invalide.',
    invalidExpiry: 'La date d’expiration est invalide.',
    pastExpiry: 'La date d’expiration est passée.',
  },
  declines: {
    declined: 'Votre carte a été refusée.',
    insufficientFunds: 'Le solde de votre carte est insuffisant.',
    expiredCard: 'Votre carte a expiré.',
    incorrectCvc: 'Le code de sécurité de votre carte est incorrect.',
    incorrectNumber: 'Le numéro de carte est incorrect.',
    authenticationRequired:
      'Ce paiement demande une authentification que votre banque n’a pas pu effectuer. Essayez une autre carte.',
    processingError:
      'Une erreur est survenue pendant le traitement de votre carte. Réessayez dans un instant.',
    incomplete: 'Les informations de votre carte sont incomplètes.',
  },
  progress: {
    address: 'Enregistrement de l’adresse de livraison…',
    token: 'Vérification de la carte…',
    intent: 'Réservation de vos articles…',
    confirm: 'Confirmation du paiement…',
    done: 'Paiement accepté.',
  },
  addressChanged: 'Cette adresse a été modifiée ou supprimée entre-temps : choisissez-la à nouveau.',
  conflict:
    'Un article de votre panier vient d’être vendu ou son prix a changé. Votre panier a été mis à jour : vérifiez-le avant de payer à nouveau.',
  /** A payment the listing no longer honours (the server's `reason`): nothing was charged. */
  notHonoured: {
    refused:
      'Nos experts ont refusé un article de votre panier pendant votre paiement. Rien n’a été débité et aucune commande n’a été passée.',
    withdrawn:
      'Le vendeur a retiré de la vente un article de votre panier pendant votre paiement. Rien n’a été débité et aucune commande n’a été passée.',
    unverified:
      'Un article de votre panier a été modifié et est en cours de vérification. Rien n’a été débité : réessayez quand il sera de nouveau en vente.',
    repriced:
      'Votre réservation a expiré et le prix d’un article de votre panier a changé depuis. Rien n’a été débité : vérifiez le nouveau prix dans votre panier avant de payer à nouveau.',
    taken:
      'Votre réservation a expiré et un article de votre panier ne vous est plus réservé. Rien n’a été débité : vérifiez votre panier avant de payer à nouveau.',
  },
  holdLimit:
    'Vous avez déjà des paiements en cours qui réservent des articles (au plus {{items}} articles dans {{checkouts}} paiements). Terminez-les ou attendez qu’ils soient libérés.',
  tooLarge:
    'Un article de votre panier coûte plus qu’un paiement par carte ne peut prendre. Payez-le dans une autre devise ou contactez le vendeur.',
  failed: 'Le paiement n’a pas abouti : {{message}}',
  nothingToPay: 'Votre panier est vide : il n’y a rien à payer.',
  backToCart: 'Retour au panier',
  summaryTitle: 'Mon panier',
  review: {
    title: 'Merci pour votre commande !',
    text: 'Votre paiement est accepté. Les vendeurs expédient vos articles sous 72 h.',
    paid: 'Montant payé',
    items_one: '{{count}} article payé',
    items_other: '{{count}} articles payés',
    orders: 'Mes achats',
    home: 'Retour à l’accueil',
    nothing: 'Aucun paiement à afficher.',
    nothingHint: 'Cette page résume un paiement juste après qu’il a été accepté.',
    toCart: 'Voir mon panier',
  },
} as const;
