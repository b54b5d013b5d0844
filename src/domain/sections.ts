/**
 * The three section trees of the site: company, technology and e-mobility, two levels deep, page id 1 being the
 * root of its tree (spec section 2). On the wire the company tree is called `session` (`sessions/json/`,
 * `menu.session`, search's `session`/`sub_session`, a banner slide's `category`); in code it is `company`, so it
 * never collides with sign-in sessions.
 */
export const sectionKinds = ['company', 'technology', 'emobility'] as const;
export type SectionKind = (typeof sectionKinds)[number];

/** The wire's name of a section kind. */
export const wireSectionKind = {
  company: 'session',
  technology: 'technology',
  emobility: 'emobility',
} as const satisfies Record<SectionKind, string>;

export type WireSectionKind = (typeof wireSectionKind)[SectionKind];

/** Each tree's name in the interface (menu, footer, breadcrumbs, news filter). */
export const sectionLabels = {
  company: 'Empresa',
  technology: 'Tecnologia',
  emobility: 'Mobilidade Elétrica',
} as const satisfies Record<SectionKind, string>;

/** The news filter's `textEnum` that points at each tree's pages (spec section 7). */
export const sectionNewsTextEnum = {
  company: 'Empresa',
  technology: 'Technologies',
  emobility: 'E-Mobilities',
} as const satisfies Record<SectionKind, string>;

export type SectionNewsTextEnum = (typeof sectionNewsTextEnum)[SectionKind];

/** The tree a section `textEnum` points at. */
export function sectionKindOfNewsTextEnum(textEnum: SectionNewsTextEnum): SectionKind {
  return sectionKinds.find((kind) => sectionNewsTextEnum[kind] === textEnum)!;
}

/** The code's name of a wire section kind ('session' is the company tree). */
export function sectionKindFromWire(wire: WireSectionKind): SectionKind {
  return wire === 'session' ? 'company' : wire;
}
