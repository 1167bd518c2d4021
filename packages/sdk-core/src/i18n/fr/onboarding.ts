export const onboarding = {} as const;
