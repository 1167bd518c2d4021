export const cart = {} as const;
