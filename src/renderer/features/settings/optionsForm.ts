import type { CompanySettingColumn } from '@shared/api/companySettings';
import { brokenByChange, DEPENDENT_MESSAGES, messageRequired, type DependentMessage } from '@shared/domain/companySettingRules';

/**
 * The options tab (spec 2 §3 "Settings", the company's columns): which options it shows, in
 * which order, and spec 2 §5's rule on the messages. Labels are keys of the settings namespace
 * (`options.<column>`).
 */
export const GENERAL_SWITCHES = [
  'userRating',
  'acceptCallWhatsapp',
  'userRandom',
  'sendGreetingMessageOneQueues',
  'sendSignMessage',
  'sendFarewellWaitingTicket',
  'sendGreetingAccepted',
  'sendQueuePosition',
  'acceptAudioMessageContact',
  'requiredTag',
  'sendMsgTransfTicket',
  'DirectTicketsToWallets',
  'closeTicketOnTransfer',
  'showNotificationPending',
] as const satisfies readonly CompanySettingColumn[];

export const SCHEDULE_TYPES = ['disabled', 'queue', 'company', 'connection'] as const;

/** Shown only while enableLGPD is on. */
export const LGPD_SWITCHES = ['lgpdDeleteMessage', 'lgpdHideNumber', 'lgpdConsent'] as const satisfies readonly CompanySettingColumn[];
export const LGPD_TEXTS = ['lgpdMessage', 'lgpdLink'] as const satisfies readonly CompanySettingColumn[];

/** The message an option sends, shown under it. */
export const messageOf = (option: string): DependentMessage | undefined => DEPENDENT_MESSAGES.find((r) => r.option === option);

/** A switch reads on when its column is 'enabled'. */
export const isOn = (settings: Record<string, string | undefined>, column: string) => settings[column] === 'enabled';

/** The error key (settings namespace) of a message draft, or null: required while its option sends it. */
export function messageProblem(
  rule: DependentMessage,
  draft: string,
  settings: Record<string, string | undefined>,
): 'options.messageRequired' | null {
  return messageRequired(rule, settings) && draft.trim() === '' ? 'options.messageRequired' : null;
}

/**
 * Whether a switch may change to `next` with the message drafts as they are, or the message that
 * must be written first (so the form says so on that field rather than sending a refused change).
 */
export function switchBlockedBy(
  option: string,
  next: 'enabled' | 'disabled',
  settings: Record<string, string | undefined>,
  drafts: Record<string, string>,
): DependentMessage | null {
  return brokenByChange({ ...settings, ...drafts }, option, next);
}
