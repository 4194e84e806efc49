/**
 * Compile-time proof that a zod schema describes exactly the domain's own type: the domain
 * (src/core/domain/) defines its inputs and results as plain TypeScript and knows nothing of
 * zod, and the contract's schemas say `SameShape<z.infer<typeof schema>, DomainType>`. If the
 * two drift apart, `tsc` (part of `npm test`) fails at that line.
 */
type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;

export type SameShape<A, B> = Equal<A, B> extends true ? true : never;
