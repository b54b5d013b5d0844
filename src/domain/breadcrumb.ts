/**
 * The breadcrumb trail (spec section 2: "Detail pages show a breadcrumb trail"), one rule for every page below Home,
 * whatever its area: Home first, then the pages between Home and this one, this page last.
 */
import { paths } from './routes';

/** A step of the trail: its label and, for a page above the current one, where it leads. */
export interface Crumb {
  label: string;
  to?: string;
}

export const homeCrumb: Readonly<Crumb> = { label: 'Home', to: paths.home.href() };

/**
 * The whole trail of a page, from what lies below Home (the pages above it, then the page itself): Home first, the
 * current page last and never a link. A Home among the given steps is left out, so it is never shown twice; nothing
 * given, nothing shown (the home page has no trail).
 */
export function breadcrumbTrail(belowHome: readonly Crumb[]): Crumb[] {
  const steps = belowHome.filter((step) => step.to !== homeCrumb.to);
  const current = steps.at(-1);
  if (!current) return [];
  return [{ ...homeCrumb }, ...steps.slice(0, -1), { label: current.label }];
}
