/**
 * The queue chatbot's options (spec 2 §3 "Chatbot option", §4, §5): options nest, each is
 * offered to the customer by its number. An option's name is at least 4 characters, and an option
 * that leads a level deeper needs a message: the customer reads it with the sub-options.
 */

export const CHATBOT_OPTION_TYPES = ['text', 'attendent', 'queue', 'integration', 'file'] as const;
export type ChatbotOptionType = (typeof CHATBOT_OPTION_TYPES)[number];

export const CHATBOT_NAME_MIN = 4;
export const CHATBOT_NAME_MAX = 100;
/** How deep options may nest and how many one level may offer (the reference server's bounds). */
export const CHATBOT_MAX_DEPTH = 5;
export const CHATBOT_MAX_OPTIONS = 20;

export interface ChatbotOptionShape {
  name: string;
  greetingMessage?: string | null;
  queueType?: ChatbotOptionType;
  optQueueId?: number | null;
  optUserId?: number | null;
  options?: readonly ChatbotOptionShape[] | null;
}

export type ChatbotProblem =
  'required' | 'tooShort' | 'tooLong' | 'messageRequired' | 'targetRequired' | 'tooDeep' | 'tooMany';

/** One problem at a path of the tree: `[1, 0]` is the first sub-option of the second option. */
export interface ChatbotIssue {
  path: number[];
  field: 'name' | 'greetingMessage' | 'optQueueId' | 'optUserId' | 'options';
  problem: ChatbotProblem;
}

/** Every rule broken in a tree of options, by where it is (spec 2 §4, §5). */
export function chatbotIssues(options: readonly ChatbotOptionShape[], depth = 1, path: number[] = []): ChatbotIssue[] {
  const issues: ChatbotIssue[] = [];
  if (options.length > CHATBOT_MAX_OPTIONS) issues.push({ path, field: 'options', problem: 'tooMany' });
  options.forEach((option, i) => {
    const at = [...path, i];
    const name = option.name.trim();
    if (!name) issues.push({ path: at, field: 'name', problem: 'required' });
    else if (name.length < CHATBOT_NAME_MIN) issues.push({ path: at, field: 'name', problem: 'tooShort' });
    else if (name.length > CHATBOT_NAME_MAX) issues.push({ path: at, field: 'name', problem: 'tooLong' });
    // An option that moves the ticket must say where to.
    if (option.queueType === 'queue' && option.optQueueId == null)
      issues.push({ path: at, field: 'optQueueId', problem: 'targetRequired' });
    if (option.queueType === 'attendent' && option.optUserId == null)
      issues.push({ path: at, field: 'optUserId', problem: 'targetRequired' });
    const children = option.options ?? [];
    if (children.length === 0) return;
    if (!option.greetingMessage?.trim())
      issues.push({ path: at, field: 'greetingMessage', problem: 'messageRequired' });
    if (depth >= CHATBOT_MAX_DEPTH) issues.push({ path: at, field: 'options', problem: 'tooDeep' });
    else issues.push(...chatbotIssues(children, depth + 1, at));
  });
  return issues;
}

/**
 * The menu the customer reads: the greeting, then each option by its number, as deployed
 * Whaticket writes it (`*[ 1 ]* - Suporte`).
 */
export function numberedMenu(greeting: string | null | undefined, names: readonly string[]): string {
  const lines = names.map((name, i) => `*[ ${i + 1} ]* - ${name}`).join('\n');
  const head = greeting?.trim() ?? '';
  return [head, lines].filter(Boolean).join('\n\n');
}

/** The option a customer's reply picks: its digits as a 1-based number within the count, else null. */
export function pickedOption(reply: string, count: number): number | null {
  const text = reply.trim();
  if (!/^\d{1,3}$/.test(text)) return null;
  const n = Number(text);
  return n >= 1 && n <= count ? n - 1 : null;
}
