/**
 * A `users` row as the API answers it (`WireUser` of src/domain/userSchemas.ts, the app's `user-data`): the CPF
 * with its mask, and nothing of the row that is the server's own business (subject, suspension, timestamps).
 */
import { formatCpf } from '../../src/domain/cpf';
import type { WireUser } from '../../src/domain/userSchemas';
import type { users } from '../db/schema';

export type UserRow = typeof users.$inferSelect;

export function wireUser(row: UserRow): WireUser {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    rg: row.rg,
    cpf: row.cpf ? formatCpf(row.cpf) : '',
    address: row.address,
    country: row.country,
    state: row.state,
    city: row.city,
    phone1: row.phone1,
    phone2: row.phone2,
    phone3: row.phone3,
    midiaName: row.midiaName,
    midiaType: row.midiaType,
    role: row.role,
    cnh: row.cnh,
    cnhPicture: row.cnhPicture,
    isNewsletterAccepted: row.isNewsletterAccepted,
    deviceId: row.deviceId,
  };
}
