import { z } from 'zod';
import { helpPageSchema, helpSchema } from '../help';
import { inputIdSchema, okReplySchema, pageNumberSchema, searchParamSchema } from '../input';
import { route } from '../route';
import { helpVideoCode } from '../../domain/helpVideo';

const params = z.object({ id: inputIdSchema });

/**
 * What the helps tab saves (spec 2 §3; §5 gives no field rules, so: a title, as short as a list
 * shows it; a video code of the video service, or its link, read down to the code).
 */
export const helpBodySchema = z.object({
  title: z.string({ error: 'Required' }).trim().min(1, 'Required').max(100, 'Too Long!'),
  description: z.string().trim().max(2000, 'Too Long!').default(''),
  video: z
    .string()
    .trim()
    .default('')
    .transform((v, ctx) => {
      if (!v) return '';
      const code = helpVideoCode(v);
      if (!code) ctx.addIssue({ code: 'custom', message: 'invalidVideo' });
      return code ?? v;
    }),
});
export type HelpBody = z.input<typeof helpBodySchema>;

/** Help entries (spec 2 §7): everyone reads them; only the super user writes. GET /helps/list is in meta.ts. */
export const helpRoutes = {
  page: route({
    method: 'GET',
    path: '/helps',
    query: z.object({ searchParam: searchParamSchema, pageNumber: pageNumberSchema }),
    reply: helpPageSchema,
  }),
  create: route({ method: 'POST', path: '/helps', body: helpBodySchema, reply: helpSchema }),
  update: route({ method: 'PUT', path: '/helps/:id', params, body: helpBodySchema, reply: helpSchema }),
  remove: route({ method: 'DELETE', path: '/helps/:id', params, reply: okReplySchema }),
};
