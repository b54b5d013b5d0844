/**
 * Why the newsroom turns a person away at sign-in (DECISIONS.md "Sign-in"): the API refuses with these words and the
 * web app shows them as they are, on the page the provider's logout comes back to. A suspension is the newsroom's
 * decision about this person, so it says so and whom to ask, rather than the spec's general 'no permission'.
 */
export const accountAccessMessages = {
  suspended:
    'Seu acesso à sala de imprensa está suspenso. Para saber mais, fale com a assessoria de imprensa.',
} as const;
