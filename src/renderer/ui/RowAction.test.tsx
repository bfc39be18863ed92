import { fireEvent, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { describe, expect, it, vi } from 'vitest';
import { RowAction } from './RowAction';

const renderAction = (disabledReason?: string) => {
  const onClick = vi.fn();
  render(
    <MantineProvider>
      <RowAction label="Excluir Suporte" disabledReason={disabledReason} onClick={onClick}>
        ×
      </RowAction>
    </MantineProvider>,
  );
  return { button: screen.getByRole('button', { name: 'Excluir Suporte' }), onClick };
};

describe('RowAction', () => {
  it('is named by its label, which its tooltip shows on hover', async () => {
    const { button, onClick } = renderAction();
    fireEvent.pointerEnter(button);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Excluir Suporte');
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('says why it cannot be used: off, described, and its tooltip gives the reason', async () => {
    const { button, onClick } = renderAction('A fila tem atendimentos abertos');
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('A fila tem atendimentos abertos');
    fireEvent.pointerEnter(button);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('A fila tem atendimentos abertos');
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });
});
