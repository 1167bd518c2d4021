export const favourites = {} as const;
