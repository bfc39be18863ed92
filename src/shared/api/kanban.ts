import { z } from 'zod';
import { tagSchema } from './tag';

/**
 * GET /tag/kanban/ (spec 2 §7): the company's kanban lanes (tags with kanban 1) under `lista`, as
 * deployed backends name it. A backend that sends no list gives a board with the default lane only.
 */
export const kanbanLanesSchema = z.object({ lista: z.array(tagSchema).catch([]) });
export type KanbanLanes = z.infer<typeof kanbanLanesSchema>;

/** Page size of GET /ticket/kanban (CONTRACT.md "Lists"). */
export const KANBAN_PAGE_SIZE = 400;
