import { cut, LIMITS } from '@shared/domain/constants';
import type { QuickReply } from './api';

export interface QuickReplyOption {
  id: number;
  shortcode: string;
  message: string;
  /** `/shortcode - message`, the message cut at 90 characters (spec 1 §9). */
  label: string;
}

/** The picker opens while the text starts with '/' and is still one word (the shortcode being typed). */
export function quickReplyQuery(text: string): string | null {
  if (!text.startsWith('/')) return null;
  const query = text.slice(1);
  return /\s/.test(query) ? null : query;
}

export function toQuickReplyOptions(replies: readonly QuickReply[]): QuickReplyOption[] {
  return replies
    .filter((r) => r.shortcode || r.message)
    .map((r) => ({
      id: r.id,
      shortcode: r.shortcode,
      message: r.message,
      label: `/${r.shortcode} - ${cut(r.message, LIMITS.quickReplyLabelMax)}`,
    }));
}

/**
 * The options for what follows '/': shortcodes that start with it first, then those containing
 * it, then messages containing it (case- and accent-insensitive); all of them for a bare '/'.
 */
export function filterQuickReplies(options: readonly QuickReplyOption[], query: string): QuickReplyOption[] {
  const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  const q = fold(query.trim());
  if (!q) return [...options];
  const rank = (o: QuickReplyOption) => {
    const code = fold(o.shortcode);
    if (code.startsWith(q)) return 0;
    if (code.includes(q)) return 1;
    if (fold(o.message).includes(q)) return 2;
    return 3;
  };
  return options
    .map((option) => ({ option, rank: rank(option) }))
    .filter((r) => r.rank < 3)
    .sort((a, b) => a.rank - b.rank || a.option.shortcode.localeCompare(b.option.shortcode))
    .map((r) => r.option);
}
