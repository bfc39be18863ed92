import { SignJWT, jwtVerify } from 'jose';
import { accessTokenPayloadSchema, type AccessTokenPayload } from '../../../src/shared/api/auth';
import { LIMITS } from '../../../src/shared/domain/constants';

export interface TokenKeys {
  secret: Uint8Array;
  now: () => Date;
}

/** Signs the 15-minute access JWT with the payload the client reads ({usarname (sic), profile, id, companyId}). */
export async function signAccessToken(
  keys: TokenKeys,
  user: { id: number; name: string; profile: string; companyId: number },
): Promise<string> {
  const iat = Math.floor(keys.now().getTime() / 1000);
  return new SignJWT({ usarname: user.name, profile: user.profile, id: user.id, companyId: user.companyId })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuedAt(iat)
    .setExpirationTime(iat + LIMITS.accessTokenTtlSeconds)
    .sign(keys.secret);
}

/** Verifies signature and expiry against the injectable clock; null when anything is wrong. */
export async function verifyAccessToken(keys: TokenKeys, token: string): Promise<AccessTokenPayload | null> {
  try {
    const { payload } = await jwtVerify(token, keys.secret, { algorithms: ['HS256'], currentDate: keys.now() });
    const parsed = accessTokenPayloadSchema.safeParse(payload);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The token of an `Authorization`-style value "Bearer <jwt>"; null when absent or malformed. */
export function bearerOf(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const m = /^Bearer\s+(\S+)$/i.exec(value.trim());
  return m ? m[1] : null;
}
