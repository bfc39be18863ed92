import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { LIMITS } from '@shared/domain/constants';
import { PanelResizer } from './PanelResizer';
import { clampPanelWidth } from './usePanelWidth';

describe('the panel separator (spec 1 §9: 404 to 700, default 550)', () => {
  const setup = (width = 550, max: number = LIMITS.ticketsPanelWidth.max) => {
    const onChange = vi.fn();
    render(<PanelResizer width={width} max={max} label="Largura" onChange={onChange} />);
    return { onChange, separator: screen.getByRole('separator', { name: 'Largura' }) };
  };

  it('is a focusable splitter that states its value and bounds', () => {
    const { separator } = setup(600);
    expect(separator).toHaveAttribute('tabindex', '0');
    expect(separator).toHaveAttribute('aria-valuenow', '600');
    expect(separator).toHaveAttribute('aria-valuemin', String(LIMITS.ticketsPanelWidth.min));
    expect(separator).toHaveAttribute('aria-valuemax', String(LIMITS.ticketsPanelWidth.max));
    expect(separator).toHaveAttribute('aria-orientation', 'vertical');
  });

  it('arrows resize by 10 (50 with Shift), Home and End go to the bounds', () => {
    const { separator, onChange } = setup(550);
    fireEvent.keyDown(separator, { key: 'ArrowRight' });
    fireEvent.keyDown(separator, { key: 'ArrowLeft', shiftKey: true });
    fireEvent.keyDown(separator, { key: 'Home' });
    fireEvent.keyDown(separator, { key: 'End' });
    expect(onChange.mock.calls.map(([w]) => w)).toEqual([560, 500, 404, 700]);
  });

  it('never offers more than the window leaves beside a usable conversation', () => {
    const { separator, onChange } = setup(430, 434);
    expect(separator).toHaveAttribute('aria-valuemax', '434');
    fireEvent.keyDown(separator, { key: 'ArrowRight', shiftKey: true });
    fireEvent.keyDown(separator, { key: 'End' });
    expect(onChange.mock.calls.map(([w]) => w)).toEqual([434, 434]);
  });

  it('other keys pass through', () => {
    const { separator, onChange } = setup();
    fireEvent.keyDown(separator, { key: 'a' });
    expect(onChange).not.toHaveBeenCalled();
  });

  it('widths are kept within bounds; nothing saved reads as the default', () => {
    expect(clampPanelWidth(100)).toBe(404);
    expect(clampPanelWidth(900)).toBe(700);
    expect(clampPanelWidth(480.4)).toBe(480);
    expect(clampPanelWidth(null)).toBe(550);
    expect(clampPanelWidth(Number.NaN)).toBe(550);
  });
});
