/**
 * A grid's columns from its container's width, as container queries: so a grid embedded in a
 * narrow slot of a wide page still lays out for the slot.
 */

/** From each container width up (the first from 0), this many equal columns. */
export type ColumnSteps = readonly (readonly [minWidth: number, columns: number])[];

/** The `gridTemplateColumns` of each step, to spread into a grid's style. */
export function containerColumns(
  steps: ColumnSteps,
): Record<string, string | { gridTemplateColumns: string }> {
  return Object.fromEntries(
    steps.map(([minWidth, columns]) => {
      const gridTemplateColumns = columns === 1 ? 'minmax(0, 1fr)' : `repeat(${columns}, minmax(0, 1fr))`;
      return minWidth === 0
        ? ['gridTemplateColumns', gridTemplateColumns]
        : [`@container (min-width: ${minWidth}px)`, { gridTemplateColumns }];
    }),
  );
}
