/**
 * Spec 2 §5 "Settings": a message the company sends is required while the option that sends it is
 * on. The client's options form and the server's PUT /companySettings apply the same rule.
 */
export interface DependentMessage {
  /** The switch column. */
  option: string;
  /** The switch value under which the message is sent (so required). */
  when: 'enabled' | 'disabled';
  /** The text column. */
  message: string;
}

export const DEPENDENT_MESSAGES: readonly DependentMessage[] = [
  { option: 'sendMsgTransfTicket', when: 'enabled', message: 'transferMessage' },
  { option: 'sendGreetingAccepted', when: 'enabled', message: 'greetingAcceptedMessage' },
  // The call message is what a caller hears when calls are not accepted.
  { option: 'acceptCallWhatsapp', when: 'disabled', message: 'AcceptCallWhatsappMessage' },
  { option: 'sendQueuePosition', when: 'enabled', message: 'sendQueuePositionMessage' },
];

/** The rule a message column belongs to, if any. */
export const ruleOfMessage = (column: string) => DEPENDENT_MESSAGES.find((r) => r.message === column);

/** Whether a rule's message is required with these settings (its option in the sending state). */
export const messageRequired = (rule: DependentMessage, settings: Record<string, string | undefined>) =>
  (settings[rule.option] ?? 'disabled') === rule.when;

/**
 * The rule one change (`column` ← `data`) would break, given the stored settings, or null. Only
 * the rules the change touches are checked: a company whose stored state already breaks a rule
 * (the defaults: calls not accepted, no call message) can still change anything else.
 */
export function brokenByChange(
  settings: Record<string, string | undefined>,
  column: string,
  data: string,
): DependentMessage | null {
  const next = { ...settings, [column]: data };
  for (const rule of DEPENDENT_MESSAGES) {
    if (rule.option !== column && rule.message !== column) continue;
    if (messageRequired(rule, next) && (next[rule.message] ?? '').trim() === '') return rule;
  }
  return null;
}
