import { describe, expect, it, vi } from 'vitest';
import { createMediaAccess } from './mediaAccess';

describe('media:requestAccess', () => {
  it('asks macOS, and passes on its answer', async () => {
    const askForMediaAccess = vi.fn(async () => false);
    const access = createMediaAccess({ platform: 'darwin', systemPreferences: { askForMediaAccess } });
    await expect(access.request('microphone')).resolves.toEqual({ granted: false });
    expect(askForMediaAccess).toHaveBeenCalledWith('microphone');
  });

  it("reads Windows' privacy setting", async () => {
    const access = createMediaAccess({ platform: 'win32', systemPreferences: { getMediaAccessStatus: () => 'denied' } });
    await expect(access.request('camera')).resolves.toEqual({ granted: false });
  });

  it.each([
    ['denied', false],
    ['restricted', false],
    ['granted', true],
    ['not-determined', true],
  ])('Windows status %s → granted %s', async (status, granted) => {
    const access = createMediaAccess({ platform: 'win32', systemPreferences: { getMediaAccessStatus: () => status } });
    await expect(access.request('microphone')).resolves.toEqual({ granted });
  });

  it('is a refusal, not a crash, when the OS cannot tell', async () => {
    const askForMediaAccess = vi.fn(async () => {
      throw new Error('TCC unavailable');
    });
    const access = createMediaAccess({ platform: 'darwin', systemPreferences: { askForMediaAccess } });
    await expect(access.request('camera')).resolves.toEqual({ granted: false });
  });

  it('has no OS gate on Linux', async () => {
    const access = createMediaAccess({ platform: 'linux', systemPreferences: {} });
    await expect(access.request('camera')).resolves.toEqual({ granted: true });
  });
});
