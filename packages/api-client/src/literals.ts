import { Type, type TLiteral, type TUnion } from 'typebox';

type Literals<T extends readonly string[]> = { -readonly [K in keyof T]: TLiteral<T[K]> };

/**
 * The TypeBox union of one literal per value of a vocabulary list (`@playdeck/domain`), e.g.
 * `literalUnion(GAME_TYPES)`: JSON Schema `anyOf` of `const`s, static type the list's union.
 */
export function literalUnion<const T extends readonly string[]>(values: T): TUnion<Literals<T>> {
  // The mapped tuple type is what the array holds; TypeBox cannot follow the `map` to see it.
  return Type.Union(values.map((v) => Type.Literal(v))) as unknown as TUnion<Literals<T>>;
}
