/**
 * A row of product cards that scrolls sideways, card by card: the home's rails and the product
 * page's 'Vous allez aimer'. A card is 42 % of the row on a phone, between 150 and 240 px.
 */
export const railStyle = {
  listStyle: 'none',
  margin: 0,
  padding: '0 0 12px',
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: 'clamp(150px, 42%, 240px)',
  gap: 16,
  overflowX: 'auto',
  scrollSnapType: 'x mandatory',
  overscrollBehaviorX: 'contain',
} as const;

/** One card of a rail. */
export const railCellStyle = { scrollSnapAlign: 'start', minWidth: 0 } as const;
