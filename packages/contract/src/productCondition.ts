import * as z from 'zod/mini';

/** A product's condition: a code, named by the interface in its language. */
export const ProductConditionSchema = z.enum(['neuf', 'occasion']);
export type ProductCondition = z.infer<typeof ProductConditionSchema>;
