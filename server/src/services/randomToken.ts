import { randomInt, randomUUID } from 'node:crypto';

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A connection token: 30 random alphanumerics (spec 2 §3). */
export function connectionToken(length = 30): string {
  let out = '';
  for (let i = 0; i < length; i += 1) out += ALPHANUMERIC[randomInt(ALPHANUMERIC.length)];
  return out;
}

/** A channel message id for sandbox messages, shaped like WhatsApp's. */
export const sandboxWid = () => `SANDBOX${randomUUID().replace(/-/g, '').slice(0, 20).toUpperCase()}`;
export { randomUUID };
