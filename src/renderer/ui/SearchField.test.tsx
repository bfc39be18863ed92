import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp, Route, testI18n } from '../test/render';
import { SearchField } from './SearchField';

describe('SearchField', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('searches 500 ms after the last keystroke, trimmed, once per term; Escape clears at once', async () => {
    vi.useRealTimers();
    const i18n = await testI18n();
    vi.useFakeTimers();
    const onSearch = vi.fn();
    renderWithApp(i18n, <Route path="/" element={<SearchField label="Pesquisar..." onSearch={onSearch} />} />);
    const box = screen.getByRole('searchbox', { name: 'Pesquisar...' });

    fireEvent.change(box, { target: { value: 'sa' } });
    act(() => vi.advanceTimersByTime(300));
    fireEvent.change(box, { target: { value: 'saud ' } });
    act(() => vi.advanceTimersByTime(499));
    expect(onSearch).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenLastCalledWith('saud');

    // Same term once trimmed: nothing new to ask for.
    fireEvent.change(box, { target: { value: 'saud' } });
    act(() => vi.advanceTimersByTime(600));
    expect(onSearch).toHaveBeenCalledTimes(1);

    fireEvent.keyDown(box, { key: 'Escape' });
    expect(box).toHaveValue('');
    expect(onSearch).toHaveBeenLastCalledWith('');
    act(() => vi.advanceTimersByTime(600));
    expect(onSearch).toHaveBeenCalledTimes(2);
  });
});
