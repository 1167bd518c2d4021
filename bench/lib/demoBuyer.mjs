/** The seeded demo buyer the benchmarks sign in as (see the README's demo accounts). */
export const BUYER = { email: 'acheteur@vitrine.dev', password: 'Vitrine-demo-2026' };
