export const sellers = {} as const;
