import { z } from 'zod';
import { INT4_MAX } from '@shared/api/common';

/** An id a client sends (path, query, body): an integer 1..2147483647, as PostgreSQL holds it. */
export const inputIdSchema = z.coerce.number().int().min(1).max(INT4_MAX);
