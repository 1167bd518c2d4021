export const catalog = {} as const;
