/**
 * People, as the administrator manages them in /redacao/pessoas: which roles and tiers an account may be given,
 * what a block and its lifting must say, and the words the screen shows beside each field and the server answers
 * with. A block is the loan area's (`isAllowed`): a blocked person may still sign in, but no loan they request or
 * drive is approved without a justification (DECISIONS.md). A suspension keeps them out altogether.
 */
import { clientTiers } from './approval';
import { roles } from './roles';

export const peopleLimits = {
  /** A block's reason and its lifting's justification: enough to be understood by the next approver. */
  reasonMin: 10,
  reasonMax: 400,
  searchMax: 200,
  pageSize: 20,
} as const;

/** The roles of the table (roles.ts) with the names the administrator reads. Roles 6 to 9 are not given. */
export const roleNames: Record<number, string> = {
  [roles.pressOffice]: 'Assessoria de imprensa',
  [roles.administrator]: 'Administrador',
  [roles.managerLevel1]: 'Gerente nível 1',
  [roles.managerLevel2]: 'Gerente nível 2',
  [roles.restricted]: 'Acesso restrito',
  [roles.backoffice]: 'Backoffice',
  [roles.press]: 'Imprensa',
};

export const assignableRoles: readonly number[] = Object.keys(roleNames).map(Number);

export const roleNameOf = (role: number): string => roleNames[role] ?? `Papel ${role}`;

export const peopleMessages = {
  notFound: 'Pessoa não encontrada.',
  roleInvalid: 'Escolha um dos papéis da lista.',
  tierInvalid: 'Escolha o tier 1, 2 ou 3, ou nenhum.',
  reasonShort: `Escreva o motivo com ao menos ${peopleLimits.reasonMin} caracteres.`,
  justificationShort: `Escreva a justificativa com ao menos ${peopleLimits.reasonMin} caracteres.`,
  reasonLong: `O texto pode ter até ${peopleLimits.reasonMax} caracteres.`,
  alreadyBlocked: 'Esta pessoa já está bloqueada.',
  notBlocked: 'Esta pessoa não está bloqueada.',
  alreadySuspended: 'Esta pessoa já está suspensa.',
  notSuspended: 'Esta pessoa não está suspensa.',
  ownAccount: 'Você não pode mudar o papel, suspender ou apagar a sua própria conta.',
  erased: 'Os dados desta pessoa foram apagados; a conta não pode mais ser alterada.',
  eraseConfirm: 'Para apagar, digite o e-mail da pessoa exatamente como aparece.',
  eraseOpenLoans: (numbers: string[]) =>
    `Esta pessoa tem empréstimos em andamento (${numbers.join(', ')}): conclua-os ou cancele-os antes de apagar os dados.`,
} as const;

export type PersonField = 'role' | 'tier' | 'reason' | 'justification' | 'confirmation';

export type PersonProblem = { field: PersonField; message: string } | null;

/** The first problem of a role and tier saved together, or null. */
export function checkRoleAndTier(role: number, tier: number | null): PersonProblem {
  if (!assignableRoles.includes(role)) return { field: 'role', message: peopleMessages.roleInvalid };
  if (tier !== null && !(clientTiers as readonly number[]).includes(tier))
    return { field: 'tier', message: peopleMessages.tierInvalid };
  return null;
}

/** A block's reason (`field` 'reason') or an unblock's justification: trimmed, within the limits. */
export function checkReason(text: string, field: 'reason' | 'justification'): PersonProblem {
  const trimmed = text.trim();
  if (trimmed.length < peopleLimits.reasonMin)
    return {
      field,
      message: field === 'reason' ? peopleMessages.reasonShort : peopleMessages.justificationShort,
    };
  if (trimmed.length > peopleLimits.reasonMax) return { field, message: peopleMessages.reasonLong };
  return null;
}

/** The name an erased person's loans and history keep. */
export const erasedPersonName = 'Pessoa removida';

/** What the list shows of an account's state, worst first. */
export type PersonState = 'erased' | 'suspended' | 'blocked' | 'active';

export const personStateLabels: Record<PersonState, string> = {
  erased: 'Dados apagados',
  suspended: 'Suspenso',
  blocked: 'Bloqueado',
  active: 'Ativo',
};

export function personStateOf(person: {
  erasedAt: unknown;
  suspendedAt: unknown;
  isAllowed: boolean;
}): PersonState {
  if (person.erasedAt) return 'erased';
  if (person.suspendedAt) return 'suspended';
  if (!person.isAllowed) return 'blocked';
  return 'active';
}
