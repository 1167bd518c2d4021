/**
 * The slot name of the card field's light-DOM container (see CardFieldHost): apart, so the
 * checkout element names it without carrying the card field's code before step 2.
 */
export const CARD_FIELD_SLOT = 'card-field';
