/**
 * Where a user's picture is read: deployed backends keep `profileImage` as a file name in their
 * static `public/company{id}/user/` folder (the reference server serves the same path); a value
 * that is already an address is used as it is.
 */
export function pictureUrlOf(backendUrl: string | null, companyId: number, profileImage: string | null | undefined) {
  if (!profileImage) return null;
  if (/^(https?:|data:|blob:)/.test(profileImage)) return profileImage;
  if (!backendUrl) return null;
  return `${backendUrl.replace(/\/+$/, '')}/public/company${companyId}/user/${encodeURIComponent(profileImage)}`;
}
