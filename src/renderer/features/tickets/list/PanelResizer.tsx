import { useRef } from 'react';
import { LIMITS } from '@shared/domain/constants';

const { min } = LIMITS.ticketsPanelWidth;
const STEP = 10;
const BIG_STEP = 50;

interface Props {
  width: number;
  /** The widest this window allows (the spec's 700 or less, so the conversation stays usable). */
  max: number;
  label: string;
  onChange(width: number): void;
}

/**
 * The separator between the tickets panel and the conversation (a WAI-ARIA window splitter):
 * drag it, or focus it and use Left/Right (Shift for bigger steps), Home and End.
 */
export function PanelResizer({ width, max, label, onChange }: Props) {
  const drag = useRef<{ x: number; width: number } | null>(null);

  const onKeyDown = (e: React.KeyboardEvent) => {
    const step = e.shiftKey ? BIG_STEP : STEP;
    if (e.key === 'ArrowRight' || e.key === 'ArrowUp') onChange(Math.min(max, width + step));
    else if (e.key === 'ArrowLeft' || e.key === 'ArrowDown') onChange(width - step);
    else if (e.key === 'Home') onChange(min);
    else if (e.key === 'End') onChange(max);
    else return;
    e.preventDefault();
  };

  return (
    <div
      role="separator"
      aria-orientation="vertical"
      aria-label={label}
      aria-valuenow={width}
      aria-valuemin={min}
      aria-valuemax={max}
      tabIndex={0}
      onKeyDown={onKeyDown}
      onPointerDown={(e) => {
        if (e.button !== 0) return;
        e.currentTarget.setPointerCapture(e.pointerId);
        drag.current = { x: e.clientX, width };
        e.preventDefault();
      }}
      onPointerMove={(e) => {
        if (drag.current) onChange(Math.min(max, drag.current.width + e.clientX - drag.current.x));
      }}
      onPointerUp={(e) => {
        drag.current = null;
        e.currentTarget.releasePointerCapture(e.pointerId);
      }}
      style={{
        width: 6,
        flexShrink: 0,
        cursor: 'col-resize',
        touchAction: 'none',
        background: 'var(--mantine-color-default-border)',
        outlineOffset: -2,
      }}
    />
  );
}
