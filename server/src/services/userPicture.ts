import type { AppContext } from '../context';

/**
 * A user's picture is a stored file of its company (media/mediaStore.ts key
 * `<companyId>/<32 hex>/<name>`); `profileImage` holds `<32 hex>-<name>`, the one file name under
 * which deployed backends' clients ask for it (`/public/company{id}/user/{profileImage}`). The
 * company is the URL's, so a name never reaches another company's files.
 */
export const pictureFileOf = (key: string): string => {
  const [, id, name] = key.split('/');
  return `${id}-${name}`;
};

export const pictureKeyOf = (companyId: number, file: string): string =>
  `${companyId}/${file.slice(0, 32)}/${file.slice(33)}`;

/** Drops a picture no user shows any more; a file already gone is not an error. */
export async function dropPicture(ctx: AppContext, companyId: number, file: string | null | undefined): Promise<void> {
  if (file) await ctx.media.store.remove(pictureKeyOf(companyId, file)).catch(ctx.logError);
}
