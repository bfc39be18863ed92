import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MountWhenOpened } from './MountWhenOpened';

const Dialog = ({ opened }: { opened: boolean }) => <p>{opened ? 'aberto' : 'fechado'}</p>;

describe('MountWhenOpened', () => {
  it('renders nothing until the dialog first opens, then keeps it while closed (its closing transition plays)', () => {
    const { rerender } = render(
      <MountWhenOpened opened={false}>{(opened) => <Dialog opened={opened} />}</MountWhenOpened>,
    );
    expect(screen.queryByText('fechado')).toBeNull();
    rerender(<MountWhenOpened opened>{(opened) => <Dialog opened={opened} />}</MountWhenOpened>);
    expect(screen.getByText('aberto')).toBeTruthy();
    rerender(<MountWhenOpened opened={false}>{(opened) => <Dialog opened={opened} />}</MountWhenOpened>);
    expect(screen.getByText('fechado')).toBeTruthy();
  });
});
