import { useState } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LazyTooltip } from './LazyTooltip';

const renderTip = (openDelay?: number, onPointerEnter = vi.fn()) => {
  render(
    <MantineProvider>
      <LazyTooltip label="Atualizar" openDelay={openDelay}>
        <button type="button" aria-label="Atualizar" onPointerEnter={onPointerEnter}>
          ↻
        </button>
      </LazyTooltip>
    </MantineProvider>,
  );
  return screen.getByRole('button', { name: 'Atualizar' });
};

afterEach(() => vi.useRealTimers());

describe('LazyTooltip', () => {
  it('shows its label while the pointer is over the element, and keeps the element’s own handlers', async () => {
    const onPointerEnter = vi.fn();
    const button = renderTip(undefined, onPointerEnter);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();

    fireEvent.pointerEnter(button);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Atualizar');
    expect(onPointerEnter).toHaveBeenCalledTimes(1);

    fireEvent.pointerLeave(button);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('waits its open delay, and does not show when the pointer leaves first', () => {
    vi.useFakeTimers();
    const button = renderTip(400);
    fireEvent.pointerEnter(button);
    act(() => vi.advanceTimersByTime(399));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    fireEvent.pointerLeave(button);
    act(() => vi.advanceTimersByTime(400));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();

    fireEvent.pointerEnter(button);
    act(() => vi.advanceTimersByTime(400));
    expect(screen.getByRole('tooltip')).toHaveTextContent('Atualizar');
  });

  it('is dismissed with Escape or a click elsewhere, without moving the pointer (WCAG 1.4.13)', async () => {
    const button = renderTip();
    fireEvent.pointerEnter(button);
    await screen.findByRole('tooltip');
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();

    fireEvent.pointerLeave(button);
    fireEvent.pointerEnter(button);
    await screen.findByRole('tooltip');
    fireEvent.pointerDown(document.body);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('stays on a click on its element, with the label the click gives it', async () => {
    function Copy() {
      const [copied, setCopied] = useState(false);
      return (
        <LazyTooltip label={copied ? 'Copiado' : 'Copiar'}>
          <button type="button" onClick={() => setCopied(true)}>
            Copiar
          </button>
        </LazyTooltip>
      );
    }
    render(
      <MantineProvider>
        <Copy />
      </MantineProvider>,
    );
    const button = screen.getByRole('button', { name: 'Copiar' });
    fireEvent.pointerEnter(button);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Copiar');
    fireEvent.pointerDown(button);
    fireEvent.click(button);
    expect(screen.getByRole('tooltip')).toHaveTextContent('Copiado');
  });

  it('shows when the element is reached by keyboard, and goes with the focus', async () => {
    const button = renderTip();
    await userEvent.tab();
    expect(button).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Atualizar');
    await userEvent.tab();
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });
});
