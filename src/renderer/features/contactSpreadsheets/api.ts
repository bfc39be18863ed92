import { routes } from '@shared/api/routes';
import { CONTACT_SPREADSHEETS, type ImportContact } from '@shared/domain/contactImport';
import { ApiError, call } from '@renderer/api';
import type { PostOutcome } from './importRun';

/** One page of every contact, 20 a page (spec 1 §9), for the export. */
export async function fetchExportPage(pageNumber: number, signal: AbortSignal) {
  const reply = await call(routes.contacts.page, {
    query: { pageNumber, limit: CONTACT_SPREADSHEETS.exportPageSize },
    signal,
  });
  return { rows: reply.contacts, hasMore: reply.hasMore, count: reply.count };
}

/**
 * POST /contactsImport for one row. A refusal of the row (a duplicate number, an invalid one, any
 * other 4xx about the row) ignores it with its reason; a failure of the session, the network or
 * the server throws, which stops the run: the next rows would fail alike.
 */
export async function postImportRow(contact: ImportContact): Promise<PostOutcome> {
  try {
    await call(routes.contactImport.row, {
      body: {
        name: contact.name,
        number: contact.number,
        email: contact.email,
        ...(contact.tags ? { tags: contact.tags } : {}),
        ...(contact.extraInfo.length ? { extraInfo: contact.extraInfo } : {}),
      },
      reply: 'ignore',
    });
    return { created: true };
  } catch (error) {
    if (!(error instanceof ApiError) || error.kind !== 'http' || error.status === null) throw error;
    if (error.status >= 500 || error.status === 401 || error.status === 403 || error.status === 429) throw error;
    if (error.code === 'ERR_DUPLICATED_CONTACT') return { created: false, reason: 'duplicate' };
    if (error.code === 'ERR_INVALID_NUMBER' || error.code === 'ERR_WAPP_INVALID_CONTACT')
      return { created: false, reason: 'invalidNumber' };
    return { created: false, reason: 'failed', detail: error.code ?? error.message };
  }
}
