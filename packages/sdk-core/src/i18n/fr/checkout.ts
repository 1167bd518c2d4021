export const checkout = {} as const;
