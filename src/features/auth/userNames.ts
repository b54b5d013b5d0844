/** The first word of a user's name, for greetings ('Olá, Ana'); '' when there is no name. */
export function firstName(name: unknown): string {
  return typeof name === 'string' ? (name.trim().split(/\s+/)[0] ?? '') : '';
}
