export const brands = {} as const;
