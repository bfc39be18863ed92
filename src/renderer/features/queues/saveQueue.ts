import type { ChatbotOption } from '@shared/api/chatbot';
import type { QueueRecord } from '@shared/api/queue';
import type { QueueBody } from '@shared/api/routes/queues';
import { createQueue, fetchChatbot, fetchQueue, updateChatbot, updateQueue } from './api';
import { chatbotsBody, type ChatbotDraft } from './chatbotDraft';

/**
 * The saved option of each draft: by id when it had one, else by name among those left (a backend
 * may answer a level in its own order, Whaticket by id).
 */
function match(drafts: readonly ChatbotDraft[], saved: readonly ChatbotOption[]): (ChatbotOption | undefined)[] {
  const left = [...saved];
  return drafts.map((d) => {
    const i = left.findIndex((s) => (d.id !== undefined ? s.id === d.id : s.name === d.name.trim()));
    return i < 0 ? undefined : left.splice(i, 1)[0];
  });
}

/** Whether a saved level holds what was sent: every option, each with something below when it should. */
function kept(drafts: readonly ChatbotDraft[], saved: readonly ChatbotOption[]): boolean {
  const found = match(drafts, saved);
  return (
    drafts.length === saved.length &&
    found.every((s, i) => s && (drafts[i].options.length === 0 || s.options.length > 0))
  );
}

/**
 * Writes the sub-options a backend left out, one level at a time: deployed Whaticket stores only
 * the queue's first level from PUT /queue (its upsert does not nest) and takes each deeper level
 * through PUT /chatbot/{id} `{…, options}`, answering the option without new ids, so each level
 * is read back before the next. A backend that kept the whole tree (the reference server) gets
 * no call at all.
 */
async function syncLevels(drafts: readonly ChatbotDraft[], saved: readonly ChatbotOption[]): Promise<boolean> {
  let wrote = false;
  const found = match(drafts, saved);
  for (const [i, draft] of drafts.entries()) {
    const option = found[i];
    if (!option || draft.options.length === 0) continue;
    let below = option.options;
    if (!kept(draft.options, below)) {
      const [fields] = chatbotsBody([draft]);
      // One level per call: what is under each sub-option follows once it has an id.
      const options = chatbotsBody(draft.options).map(({ options: _, ...one }) => one);
      await updateChatbot(option.id, { ...fields, options });
      below = (await fetchChatbot(option.id)).options;
      wrote = true;
    }
    if (await syncLevels(draft.options, below)) wrote = true;
  }
  return wrote;
}

/** POST or PUT /queue with the chatbot's whole tree, however deep the backend stores it at once. */
export async function saveQueue(
  queueId: number | null,
  body: QueueBody,
  drafts: readonly ChatbotDraft[],
): Promise<QueueRecord> {
  const saved = queueId === null ? await createQueue(body) : await updateQueue(queueId, body);
  return (await syncLevels(drafts, saved.chatbots)) ? fetchQueue(saved.id) : saved;
}
