import { describe, expect, it } from 'vitest';
import { CONVERSATION_MIN_WIDTH, RESIZER_WIDTH, fitPanel } from './fitPanel';

describe('fitPanel', () => {
  it('keeps the chosen width where the window has room for it', () => {
    expect(fitPanel(1920 - 240, 550)).toEqual({ narrow: false, width: 550, max: 700 });
  });

  it('shrinks the panel so the conversation keeps its minimum (1024 px, side menu as icons)', () => {
    const fit = fitPanel(1024 - 64, 550);
    expect(fit.narrow).toBe(false);
    expect(fit.width).toBeLessThan(550);
    expect(fit.width).toBeGreaterThanOrEqual(404);
    expect(1024 - 64 - fit.width - RESIZER_WIDTH).toBeGreaterThanOrEqual(CONVERSATION_MIN_WIDTH);
  });

  it('switches to the two tabs when the panel could not keep its 404 px minimum', () => {
    expect(fitPanel(800 - 64, 550).narrow).toBe(true);
    expect(fitPanel(404 + CONVERSATION_MIN_WIDTH + RESIZER_WIDTH, 550)).toEqual({
      narrow: false,
      width: 404,
      max: 404,
    });
    expect(fitPanel(404 + CONVERSATION_MIN_WIDTH + RESIZER_WIDTH - 1, 550).narrow).toBe(true);
  });
});
