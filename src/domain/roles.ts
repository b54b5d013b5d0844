/**
 * Who may do what (spec loan-area section 6, as settled in DECISIONS.md "Roles"): one table, read by the browser to
 * show or hide a control and by the server to allow or refuse the call. Roles are numbers; lower is more internal.
 */
export type Role = number;

export const roles = {
  /** 'Assessoria de imprensa': the press office, which publishes (DECISIONS.md "Staff areas beyond the spec"). */
  pressOffice: 0,
  administrator: 1,
  managerLevel1: 2,
  managerLevel2: 3,
  restricted: 4,
  backoffice: 5,
  press: 10,
} as const;

export type Capability =
  | 'requestLoan'
  | 'approveAsBackoffice'
  | 'approveAsManager'
  | 'pickup'
  | 'checklist'
  | 'cancelCard'
  | 'cancelAnyRequest'
  | 'manageFleet'
  | 'publish'
  | 'manageEvents'
  | 'managePeople'
  | 'internalUser';

const below =
  (limit: number, ...except: Role[]) =>
  (role: Role) =>
    role < limit && !except.includes(role);
const oneOf =
  (...allowed: Role[]) =>
  (role: Role) =>
    allowed.includes(role);

/** `adminFlag` is `?admin=1` on /aprovacao, which counts only for the administrator. */
const capabilities: Record<Capability, (role: Role, adminFlag: boolean) => boolean> = {
  requestLoan: oneOf(1, 10),
  approveAsBackoffice: oneOf(0, 1, 5),
  approveAsManager: (role, adminFlag) => role === 2 || role === 3 || (role === 1 && adminFlag),
  pickup: below(6, 4),
  checklist: below(6, 4),
  cancelCard: below(11, 4),
  cancelAnyRequest: below(6, 4),
  /** Vehicles, their out-of-service days, the models offered (DECISIONS.md "Staff areas beyond the spec"). */
  manageFleet: oneOf(1, 5),
  /** The editorial area /redacao: news, media, albums, pages, contacts, the home banner. */
  publish: oneOf(0, 1),
  /** Events, their guest lists and invitations, in /redacao/eventos. */
  manageEvents: oneOf(0, 1),
  /** Accounts: role, tier, block, suspension, a person's data exported or erased on request (LGPD). */
  managePeople: oneOf(1),
  internalUser: below(10),
};

export function can(role: Role, capability: Capability, options: { adminFlag?: boolean } = {}): boolean {
  return Number.isInteger(role) && capabilities[capability](role, options.adminFlag ?? false);
}
