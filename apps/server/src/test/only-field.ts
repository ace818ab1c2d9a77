/** The one field a document asks for, two levels down: `{ affiliate: { invite: X } }` gives X. */
export type OnlyField<T> = T[keyof T][keyof T[keyof T]];

/** Reads that field from an answer's data, for helpers that send one operation of a module. */
export function onlyField<T extends object>(data: T): OnlyField<T> {
  const namespace = Object.values(data)[0] as object;
  return Object.values(namespace)[0] as OnlyField<T>;
}
