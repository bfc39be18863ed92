import { describe, expect, it, vi } from 'vitest';
import { showAbout, showStoreResetNotice } from './notices';
import { MAIN_TEXTS } from './texts';

describe('notices', () => {
  it('tells the user the store was set aside, naming the file (not its whole path)', async () => {
    const showMessageBox = vi.fn(async () => ({ response: 0, checkboxChecked: false }));
    await showStoreResetNotice(
      { dialog: { showMessageBox } as never, window: () => null, texts: () => MAIN_TEXTS['pt-BR'] },
      '/home/ana/.config/Balcão/balcao.json.corrupt-2025-01-02T03-04-05-678Z',
    );
    expect(showMessageBox).toHaveBeenCalledWith({
      type: 'warning',
      message: 'Os dados locais do Balcão não puderam ser lidos.',
      detail: expect.stringContaining('(balcao.json.corrupt-2025-01-02T03-04-05-678Z)'),
      buttons: ['Entendi'],
      noLink: true,
    });
  });

  it('shows About with the version, attached to the window when there is one', async () => {
    const showMessageBox = vi.fn(async () => ({ response: 0, checkboxChecked: false }));
    const window = { id: 1 };
    await showAbout({ dialog: { showMessageBox } as never, window: () => window as never, texts: () => MAIN_TEXTS.en }, '0.1.0');
    expect(showMessageBox).toHaveBeenCalledWith(window, expect.objectContaining({ title: 'About Balcão', detail: expect.stringContaining('Balcão 0.1.0') }));
  });
});
