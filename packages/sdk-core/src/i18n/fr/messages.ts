export const messages = {} as const;
