/** The Portuguese names of a person's fields as their history shows them (code name → label). */
export const personFieldLabels: Record<string, string> = {
  role: 'Papel',
  tier: 'Tier',
};
