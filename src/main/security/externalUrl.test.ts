import { describe, expect, it, vi } from 'vitest';
import { fakeLog } from '../testing/fakes';
import { createExternalOpener, isAllowedExternalUrl } from './externalUrl';

const REFUSED = [
  'file:///etc/passwd',
  'file://server/share/x.exe',
  'javascript:alert(1)',
  'JavaScript:alert(1)',
  'smb://attacker/share',
  'ms-msdt:/id PCWDiagnostic',
  'vscode://file/x',
  'whatsapp://send?phone=1',
  'data:text/html,<script>1</script>',
  'about:blank',
  'app://balcao/',
  'https://bank.com@evil.com/',
  'http://user:pw@example.com/',
  'not a url',
  '',
  `https://example.com/${'a'.repeat(9000)}`,
];
const ALLOWED = [
  'http://example.com',
  'https://example.com/path?q=1#f',
  'mailto:ana@demo.local',
  'HTTPS://EXAMPLE.COM',
];

describe('isAllowedExternalUrl', () => {
  it.each(REFUSED)('refuses %s', (url) => expect(isAllowedExternalUrl(url)).toBe(false));
  it.each(ALLOWED)('allows %s', (url) => expect(isAllowedExternalUrl(url)).toBe(true));
});

describe('createExternalOpener', () => {
  it('opens allowed addresses (normalised) and refuses the rest without touching the shell', async () => {
    const shell = { openExternal: vi.fn(async () => undefined) };
    const opener = createExternalOpener({ shell, log: fakeLog() });
    for (const url of REFUSED) expect(await opener.open(url)).toBe(false);
    expect(shell.openExternal).not.toHaveBeenCalled();
    expect(await opener.open('HTTPS://Example.com/a b')).toBe(true);
    expect(shell.openExternal).toHaveBeenCalledWith('https://example.com/a%20b');
  });

  it('shows the real destination first and respects a refusal', async () => {
    const shell = { openExternal: vi.fn(async () => undefined) };
    const confirm = vi.fn(async () => false);
    const opener = createExternalOpener({ shell, log: fakeLog(), confirm });
    expect(await opener.open('https://example.com/x')).toBe(false);
    expect(confirm).toHaveBeenCalledWith('https://example.com/x');
    expect(shell.openExternal).not.toHaveBeenCalled();
    confirm.mockResolvedValueOnce(true);
    expect(await opener.open('https://example.com/x')).toBe(true);
  });

  it('asks once: an address the renderer already showed opens without a second dialog, allowlist still applied', async () => {
    const shell = { openExternal: vi.fn(async () => undefined) };
    const confirm = vi.fn(async () => false);
    const opener = createExternalOpener({ shell, log: fakeLog(), confirm });
    expect(await opener.open('https://example.com/y', { shownToUser: true })).toBe(true);
    expect(confirm).not.toHaveBeenCalled();
    expect(await opener.open('file:///etc/passwd', { shownToUser: true })).toBe(false);
    expect(await opener.open('javascript:alert(1)', { shownToUser: true })).toBe(false);
    expect(shell.openExternal).toHaveBeenCalledTimes(1);
  });
});
