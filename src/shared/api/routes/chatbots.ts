import { z } from 'zod';
import { chatbotBodySchema, chatbotOptionSchema } from '../chatbot';
import { inputIdSchema, okReplySchema } from '../input';
import { route } from '../route';

const params = z.object({ chatbotId: inputIdSchema });

/** A queue's chatbot options one at a time (spec 2 §7 "Queues and chatbot"); the queue's own calls carry the whole tree. */
export const chatbotRoutes = {
  /** The option with its sub-options nested. */
  one: route({ method: 'GET', path: '/chatbot/:chatbotId', params, reply: chatbotOptionSchema }),
  create: route({ method: 'POST', path: '/chatbot', body: chatbotBodySchema, reply: chatbotOptionSchema }),
  update: route({
    method: 'PUT',
    path: '/chatbot/:chatbotId',
    params,
    body: chatbotBodySchema,
    reply: chatbotOptionSchema,
  }),
  remove: route({ method: 'DELETE', path: '/chatbot/:chatbotId', params, reply: okReplySchema }),
};
