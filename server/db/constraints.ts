/**
 * Named constraints whose violation the API answers in the product's words (a 409), by the name the migrations
 * give them. A violation of any other constraint gets the general 'Este registro já existe.' or 'O período
 * escolhido conflita com outro registro.'.
 */
import { approvalMessages } from '../../src/domain/approval';

/** Two loans holding one fleet vehicle over overlapping periods (the exclusion constraint on `loans`). */
export const doubleBookingConstraint = 'loans_no_double_booking';

export const constraintMessages: Readonly<Record<string, string>> = {
  [doubleBookingConstraint]: approvalMessages.vehicleBusy,
};
