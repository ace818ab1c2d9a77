// The message beside each choice of a small form (a customer, an offer, a tier): missing, or
// refused by the operation's schema. Empty when every choice is fine.
export function choiceErrors<Field extends string>(
  choices: Record<Field, string>,
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  for (const field of Object.keys(choices) as Field[]) {
    const message = choices[field]
      ? issues.find((issue) => issue.path[0] === field)?.message
      : 'fieldRequired';
    if (message) errors[field] = message;
  }
  return errors;
}
