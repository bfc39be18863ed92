import type { ChatbotOption, ChatbotOptionSent } from '@shared/api/chatbot';
import { chatbotIssues, type ChatbotIssue, type ChatbotOptionType } from '@shared/domain/chatbot';

/** An option as the dialog edits it; `key` tells React's rows apart, `id` keeps a saved option. */
export interface ChatbotDraft {
  key: string;
  id?: number;
  name: string;
  greetingMessage: string;
  queueType: ChatbotOptionType;
  optQueueId: number | null;
  optUserId: number | null;
  optIntegrationId: number | null;
  optFileId: number | null;
  closeTicket: boolean;
  options: ChatbotDraft[];
}

/** Where an option sits: its index on each level, from the queue's first level down. */
export type DraftPath = readonly number[];

let nextKey = 0;
const newKey = () => `option-${(nextKey += 1)}`;

export function emptyDraft(): ChatbotDraft {
  return {
    key: newKey(),
    name: '',
    greetingMessage: '',
    queueType: 'text',
    optQueueId: null,
    optUserId: null,
    optIntegrationId: null,
    optFileId: null,
    closeTicket: false,
    options: [],
  };
}

/** The queue's saved options as drafts. */
export function draftsOf(options: readonly ChatbotOption[]): ChatbotDraft[] {
  return options.map((o) => ({
    key: newKey(),
    id: o.id,
    name: o.name,
    greetingMessage: o.greetingMessage ?? '',
    queueType: o.queueType,
    optQueueId: o.optQueueId ?? null,
    optUserId: o.optUserId ?? null,
    optIntegrationId: o.optIntegrationId ?? null,
    optFileId: o.optFileId ?? null,
    closeTicket: o.closeTicket,
    options: draftsOf(o.options),
  }));
}

/** What POST/PUT /queue take as `chatbots`: a target only for the type that uses it. */
export function chatbotsBody(drafts: readonly ChatbotDraft[]): ChatbotOptionSent[] {
  return drafts.map((d) => ({
    ...(d.id !== undefined ? { id: d.id } : {}),
    name: d.name.trim(),
    greetingMessage: d.greetingMessage.trim() || null,
    queueType: d.queueType,
    optQueueId: d.queueType === 'queue' ? d.optQueueId : null,
    optUserId: d.queueType === 'attendent' ? d.optUserId : null,
    optIntegrationId: d.queueType === 'integration' ? d.optIntegrationId : null,
    optFileId: d.queueType === 'file' ? d.optFileId : null,
    closeTicket: d.closeTicket,
    options: chatbotsBody(d.options),
  }));
}

/** The rules broken (domain/chatbot.ts), by option path (`"1.0"`) and field. */
export function issuesByPath(drafts: readonly ChatbotDraft[]): Map<string, ChatbotIssue[]> {
  const byPath = new Map<string, ChatbotIssue[]>();
  for (const issue of chatbotIssues(drafts)) {
    const key = issue.path.join('.');
    byPath.set(key, [...(byPath.get(key) ?? []), issue]);
  }
  return byPath;
}

/** A copy of the tree with the level holding `path`'s option changed by `change`. */
function atLevel(
  drafts: readonly ChatbotDraft[],
  parent: DraftPath,
  change: (level: ChatbotDraft[]) => ChatbotDraft[],
): ChatbotDraft[] {
  if (parent.length === 0) return change([...drafts]);
  const [head, ...rest] = parent;
  return drafts.map((d, i) => (i === head ? { ...d, options: atLevel(d.options, rest, change) } : d));
}

function updateAt(drafts: readonly ChatbotDraft[], path: DraftPath, change: (d: ChatbotDraft) => ChatbotDraft) {
  const i = path[path.length - 1];
  return atLevel(drafts, path.slice(0, -1), (level) => level.map((d, n) => (n === i ? change(d) : d)));
}

export function updateDraft(drafts: readonly ChatbotDraft[], path: DraftPath, patch: Partial<ChatbotDraft>) {
  return updateAt(drafts, path, (d) => ({ ...d, ...patch }));
}

/** Adds an empty option at the end of the level under `parent` (the first level when empty). */
export function addDraft(drafts: readonly ChatbotDraft[], parent: DraftPath): ChatbotDraft[] {
  if (parent.length === 0) return [...drafts, emptyDraft()];
  return updateAt(drafts, parent, (d) => ({ ...d, options: [...d.options, emptyDraft()] }));
}

export function removeDraft(drafts: readonly ChatbotDraft[], path: DraftPath) {
  const i = path[path.length - 1];
  return atLevel(drafts, path.slice(0, -1), (level) => level.filter((_, n) => n !== i));
}

/** Moves an option one place up (-1) or down (+1) on its level; at an end nothing moves. */
export function moveDraft(drafts: readonly ChatbotDraft[], path: DraftPath, by: -1 | 1) {
  const i = path[path.length - 1];
  return atLevel(drafts, path.slice(0, -1), (level) => {
    const j = i + by;
    if (j < 0 || j >= level.length) return level;
    const next = [...level];
    [next[i], next[j]] = [next[j], next[i]];
    return next;
  });
}
