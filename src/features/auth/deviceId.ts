/** The `deviceID` of this browser (spec section 3), sent with `GET login`: created once, then kept. */
import { deviceIdStorage } from '../../lib/storage';
import { randomToken } from './pkce';

export function deviceId(): string {
  const stored = deviceIdStorage.read();
  if (stored) return stored;
  // randomUUID exists only on https and localhost; a LOCAL newsroom reached at a LAN address over http has not.
  const created = typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : randomToken(16);
  deviceIdStorage.write(created);
  return created;
}
