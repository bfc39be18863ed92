import { describe, expect, it, vi } from 'vitest';
import type { Language } from '@shared/local/schema';
import { createLinkConfirm } from './linkConfirm';

describe('createLinkConfirm', () => {
  it('shows the full address in the user language and reads the answer', async () => {
    const showMessageBox = vi.fn(async () => ({ response: 0, checkboxChecked: false }));
    let language: Language = 'pt-BR';
    const confirm = createLinkConfirm({
      dialog: { showMessageBox } as never,
      window: () => null,
      language: () => language,
    });
    expect(await confirm('https://example.com/x')).toBe(true);
    expect(showMessageBox).toHaveBeenLastCalledWith(
      expect.objectContaining({
        message: 'Abrir este endereço fora do Balcão?',
        detail: 'https://example.com/x',
        buttons: ['Abrir', 'Cancelar'],
        cancelId: 1,
      }),
    );
    language = 'en';
    showMessageBox.mockResolvedValueOnce({ response: 1, checkboxChecked: false });
    expect(await confirm('https://example.com/x')).toBe(false);
    expect(showMessageBox).toHaveBeenLastCalledWith(expect.objectContaining({ buttons: ['Open', 'Cancel'] }));
  });
});
