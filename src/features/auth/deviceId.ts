/** The `deviceID` of this browser (spec section 3), sent with `GET login`: created once, then kept. */
import { deviceIdStorage } from '../../lib/storage';

export function deviceId(): string {
  const stored = deviceIdStorage.read();
  if (stored) return stored;
  // Signing in needs a secure context already (Web Crypto, signInFlow.ts), where randomUUID always exists.
  const created = crypto.randomUUID();
  deviceIdStorage.write(created);
  return created;
}
