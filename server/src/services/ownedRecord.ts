import { and, eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { ErrorCode } from '@shared/domain/errorCodes';
import type { DbOrTx } from '../db/types';
import { HttpError } from '../http/HttpError';

/** A table whose rows belong to a company. */
type CompanyTable = PgTable & { id: PgColumn; companyId: PgColumn };

/**
 * A record a body points at (a connection's integration or prompt, a chatbot option's integration
 * or file list) must be the company's own: another company's id, or none, is refused with that
 * kind's not-found code on the field, so no company can route its customers into another's setup.
 */
export async function assertRecordOwned(
  db: DbOrTx,
  companyId: number,
  table: CompanyTable,
  id: number | null | undefined,
  code: ErrorCode,
  field: string,
): Promise<void> {
  if (!id) return;
  const [row] = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.id, id), eq(table.companyId, companyId)));
  if (!row) throw new HttpError(404, code, { fields: { [field]: 'not found' } });
}
