/**
 * Lines of the API's access table (../accessRoutes.ts) for this staff area, written out from DECISIONS.md's table.
 */
import type { SignedInRoute } from '../accessRoutes';

export const peopleAreaRoutes: SignedInRoute[] = [];
