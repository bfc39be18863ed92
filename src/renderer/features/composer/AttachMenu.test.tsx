import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { i18n as I18n } from 'i18next';
import { PlatformError, setPlatform, type Platform } from '@renderer/platform';
import { testI18n } from '@renderer/test/render';
import { AttachMenu } from './AttachMenu';

let i18n: I18n;
beforeAll(async () => {
  i18n = await testI18n();
});
afterEach(() => setPlatform(null));

function show(onFiles = vi.fn()) {
  render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider>
        <Notifications />
        <AttachMenu onFiles={onFiles} onCamera={() => {}} onContact={() => {}} />
      </MantineProvider>
    </I18nextProvider>,
  );
  return onFiles;
}

async function choose(item: string) {
  await userEvent.click(screen.getByRole('button', { name: 'Anexar' }));
  await userEvent.click(await screen.findByRole('menuitem', { name: item }));
}

describe('AttachMenu', () => {
  it.each([
    ['Imagem', 'attachmentImage'],
    ['Vídeo', 'attachmentVideo'],
    ['Áudio', 'attachmentAudio'],
    ['Documento', 'attachment'],
  ])('%s: asks the platform for files of that kind (%s), several at once, and hands them over', async (item, kind) => {
    const file = new File(['x'], 'arquivo', { type: 'application/octet-stream' });
    const openFiles = vi.fn(async () => [file]);
    setPlatform({ openFiles } as unknown as Platform);
    const onFiles = show();
    await choose(item);
    expect(openFiles).toHaveBeenCalledWith(kind, { multiple: true, label: item });
    await waitFor(() => expect(onFiles).toHaveBeenCalledWith([file]));
  });

  it('cancelled: nothing is handed over', async () => {
    const openFiles = vi.fn(async () => []);
    setPlatform({ openFiles } as unknown as Platform);
    const onFiles = show();
    await choose('Vídeo');
    await waitFor(() => expect(openFiles).toHaveBeenCalledTimes(1));
    await Promise.resolve();
    expect(onFiles).not.toHaveBeenCalled();
  });

  it('a file over the limit (desktop): a translated message, nothing handed over', async () => {
    const openFiles = vi.fn().mockRejectedValue(new PlatformError('TOO_LARGE', 'video.mp4 is larger than 104857600 bytes'));
    setPlatform({ openFiles } as unknown as Platform);
    const onFiles = show();
    await choose('Vídeo');
    expect(await screen.findByText('Arquivo grande demais: o limite é de 100 MB por arquivo.')).toBeInTheDocument();
    expect(onFiles).not.toHaveBeenCalled();
  });

  it('in a browser, an <input type=file> of the kind opens (what Playwright’s file chooser answers)', async () => {
    const onFiles = show();
    await choose('Áudio');
    const input = document.body.querySelector<HTMLInputElement>('input[type=file]');
    expect(input).not.toBeNull();
    expect(input!.accept).toBe('audio/*');
    expect(input!.multiple).toBe(true);
    const voice = new File(['wav'], 'recado.wav', { type: 'audio/wav' });
    await userEvent.upload(input!, voice);
    await waitFor(() => expect(onFiles).toHaveBeenCalledWith([voice]));
    expect(document.body.querySelector('input[type=file]')).toBeNull();
  });
});
