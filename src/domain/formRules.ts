/**
 * The small vocabulary both forms of spec section 5 are written in: a field's length limit and its required
 * minimum, each failing with its own message. A form's rules are a list checked in order; the first failure is the
 * one the user sees (as an alert, with the field marked), and the server answers the same message.
 */
export interface FieldProblem<Field extends string = string> {
  field: Field;
  message: string;
}

/** 'Excedeu o limite máximo de caracteres do campo Nome!', the spec's wording for any field over its limit. */
export const overLimitMessage = (label: string) => `Excedeu o limite máximo de caracteres do campo ${label}!`;

/** Minimum length of a required text field (spec section 9). */
export const requiredMinLength = 3;

/** Text as the rules count it: surrounding spaces don't make a name longer or a blank field filled. */
export const trimmed = (value: string | undefined | null) => (value ?? '').trim();

export const isOver = (value: string | undefined | null, max: number) => trimmed(value).length > max;
export const isMissing = (value: string | undefined | null) => trimmed(value).length < requiredMinLength;

/** A rule: a check of the whole form that answers its problem, or null when the form passes it. */
export type FormRule<Form, Field extends string> = (form: Form) => FieldProblem<Field> | null;

/** The first problem of `rules`, in order, or null when every rule passes. */
export function firstProblem<Form, Field extends string>(
  form: Form,
  rules: readonly FormRule<Form, Field>[],
): FieldProblem<Field> | null {
  for (const rule of rules) {
    const problem = rule(form);
    if (problem) return problem;
  }
  return null;
}

/** A rule that fails with `message` on `field` when `fails` is true. */
export const rule =
  <Form, Field extends string>(
    field: Field,
    fails: (form: Form) => boolean,
    message: string,
  ): FormRule<Form, Field> =>
  (form) =>
    fails(form) ? { field, message } : null;
