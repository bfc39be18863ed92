import { describe, expect, it } from 'vitest';
import { markedName } from './profile';

describe('markedName: the name the kit saves for a while (spec 1 §5: at most 50 characters)', () => {
  it('adds the mark, and takes off one an interrupted run left', () => {
    expect(markedName('Ana Atendente')).toBe('Ana Atendente (kit)');
    expect(markedName('Ana Atendente (kit)')).toBe('Ana Atendente');
  });

  it('stays within 50 characters', () => {
    const long = 'A'.repeat(50);
    expect(markedName(long)).toHaveLength(50);
    expect(markedName(long).endsWith(' (kit)')).toBe(true);
  });
});
