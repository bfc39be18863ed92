import { LIMITS } from '@shared/domain/constants';

const { min, max } = LIMITS.ticketsPanelWidth;

/**
 * The narrowest the conversation may get beside the panel: the composer's text field keeps about
 * 360 px once its buttons (attach, emoji, note, microphone, send) and paddings are placed.
 */
export const CONVERSATION_MIN_WIDTH = 520;
/** The splitter between the two. */
export const RESIZER_WIDTH = 6;

export interface PanelFit {
  /** Too little room for the panel at its minimum beside a usable conversation: two tabs instead. */
  narrow: boolean;
  /** The panel's width as shown: the chosen one, shrunk to leave the conversation its minimum. */
  width: number;
  /** The widest the panel may be dragged to in this window. */
  max: number;
}

/** Fits the user's chosen panel width into `available` pixels (the page's width beside the side menu). */
export function fitPanel(available: number, chosen: number): PanelFit {
  const room = Math.floor(available - CONVERSATION_MIN_WIDTH - RESIZER_WIDTH);
  if (room < min) return { narrow: true, width: chosen, max: min };
  const widest = Math.min(max, room);
  return { narrow: false, width: Math.min(chosen, widest), max: widest };
}
