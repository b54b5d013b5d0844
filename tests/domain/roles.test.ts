import { describe, expect, it } from 'vitest';
import { can, type Capability } from '../../src/domain/roles';

const allRoles = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
const holders = (capability: Capability, adminFlag = false) =>
  allRoles.filter((role) => can(role, capability, { adminFlag }));

describe('the roles table (DECISIONS.md)', () => {
  it('lets the administrator and the press request a loan', () => {
    expect(holders('requestLoan')).toEqual([1, 10]);
  });

  it('gives the Backoffice approval view to 0, 1 and 5, and the manager view to 2 and 3', () => {
    expect(holders('approveAsBackoffice')).toEqual([0, 1, 5]);
    expect(holders('approveAsManager')).toEqual([2, 3]);
  });

  it('gives the manager view to the administrator only with the admin flag', () => {
    expect(holders('approveAsManager', true)).toEqual([1, 2, 3]);
  });

  it('keeps role 4 and the press out of pickup, checklist and staff cancellation', () => {
    for (const capability of ['pickup', 'checklist', 'cancelAnyRequest'] as const)
      expect(holders(capability)).toEqual([0, 1, 2, 3, 5]);
  });

  it('shows the cancel card to every role but 4', () => {
    expect(holders('cancelCard')).toEqual([0, 1, 2, 3, 5, 6, 7, 8, 9, 10]);
  });

  it('lets the administrator and the backoffice manage the fleet', () => {
    expect(holders('manageFleet')).toEqual([1, 5]);
  });

  it('lets the press office and the administrator manage events, and only the administrator manage people', () => {
    expect(holders('manageEvents')).toEqual([0, 1]);
    expect(holders('managePeople')).toEqual([1]);
  });

  it('treats roles below 10 as internal users', () => {
    expect(holders('internalUser')).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('refuses anything that is not a whole role number', () => {
    expect(can(Number.NaN, 'requestLoan')).toBe(false);
    expect(can(1.5, 'cancelCard')).toBe(false);
  });
});
