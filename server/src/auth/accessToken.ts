import { createHmac } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { z } from 'zod';
import { accessTokenPayloadSchema, type AccessTokenPayload } from '@shared/api/auth';
import { LIMITS } from '@shared/domain/constants';

export interface TokenKeys {
  secret: Uint8Array;
  now: () => Date;
}

/** Clock difference tolerated between the signer and the verifier (iat a little ahead, lifetime a little long). */
export const CLOCK_SKEW_SECONDS = 60;

/**
 * The session stamp carried in the access token: an HMAC of the user id and its tokenVersion, so
 * a bumped version refuses every outstanding token while the version itself never leaves the
 * server (CONTRACT.md "stricter": no token versions in replies).
 */
export function sessionStamp(secret: Uint8Array, userId: number, tokenVersion: number): string {
  return createHmac('sha256', secret).update(`session:${userId}:${tokenVersion}`).digest('base64url').slice(0, 22);
}

/** Signs the 15-minute access JWT with the payload the client reads ({usarname (sic), profile, id, companyId}) and the session stamp. */
export async function signAccessToken(
  keys: TokenKeys,
  user: { id: number; name: string; profile: string; companyId: number; tokenVersion: number },
): Promise<string> {
  const iat = Math.floor(keys.now().getTime() / 1000);
  return new SignJWT({
    usarname: user.name,
    profile: user.profile,
    id: user.id,
    companyId: user.companyId,
    sv: sessionStamp(keys.secret, user.id, user.tokenVersion),
  })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuedAt(iat)
    .setExpirationTime(iat + LIMITS.accessTokenTtlSeconds)
    .sign(keys.secret);
}

const serverClaimsSchema = z.object({ sv: z.string(), exp: z.number(), iat: z.number() });
export type VerifiedAccessToken = AccessTokenPayload & z.infer<typeof serverClaimsSchema>;

/**
 * Verifies signature and expiry against the injectable clock, and that the token is one this
 * server could have signed: exp and iat present, iat not in the future, a lifetime no longer
 * than the access lifetime (a leaked secret's hand-made years-long token is refused). Null when
 * anything is wrong. The session stamp is checked against the database by auth/sessions.ts.
 */
export async function verifyAccessToken(keys: TokenKeys, token: string): Promise<VerifiedAccessToken | null> {
  try {
    const now = keys.now();
    const { payload } = await jwtVerify(token, keys.secret, {
      algorithms: ['HS256'],
      currentDate: now,
      requiredClaims: ['exp', 'iat'],
    });
    const base = accessTokenPayloadSchema.safeParse(payload);
    const claims = serverClaimsSchema.safeParse(payload);
    if (!base.success || !claims.success) return null;
    const { exp, iat } = claims.data;
    const nowSeconds = now.getTime() / 1000;
    if (iat > nowSeconds + CLOCK_SKEW_SECONDS) return null;
    if (exp - iat > LIMITS.accessTokenTtlSeconds + CLOCK_SKEW_SECONDS) return null;
    return { ...base.data, ...claims.data };
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
