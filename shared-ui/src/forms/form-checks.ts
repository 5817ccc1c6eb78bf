/**
 * Every form is a react-hook-form form (but the item cards' one-field add-to-cart, see the
 * storefront's add-to-cart.tsx). The shop's checks are the spec's (§5): one message for the
 * whole form ('Please fill in all fields.'), shown once under it, while each field it is about is
 * marked invalid and pointed at that message. `checkedBy` turns such a check into a resolver.
 */
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';

/** What is wrong, by field: the message to show. */
export type FieldProblems<V> = Partial<Record<keyof V & string, string>>;

export function checkedBy<V extends FieldValues, C = unknown>(check: (values: V, context: C) => FieldProblems<V>): Resolver<V, C> {
  return async (values, context) => {
    const problems = Object.entries(check(values, context as C)).filter(([, message]) => message);
    if (problems.length === 0) return { values, errors: {} };
    return {
      values: {},
      errors: Object.fromEntries(problems.map(([name, message]) => [name, { type: 'validate', message }])) as FieldErrors<V>,
    };
  };
}

/** The message of the first problem found (the one the form shows). */
export function firstProblem(errors: FieldErrors): string {
  for (const error of Object.values(errors)) if (typeof error?.message === 'string' && error.message) return error.message;
  return '';
}

/** The accessibility attributes of a field: invalid, and described by the form's message while it is. */
export function fieldState(errors: FieldErrors, name: string, messageId: string) {
  const invalid = Boolean(errors[name]);
  return { 'aria-invalid': invalid || undefined, 'aria-describedby': invalid ? messageId : undefined };
}
