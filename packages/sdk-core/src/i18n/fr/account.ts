export const account = {} as const;
