import type { Shell } from 'electron';
import type { Log } from '../log';

const EXTERNAL_PROTOCOLS = new Set(['http:', 'https:', 'mailto:']);
const MAX_LENGTH = 8192;

/**
 * Whether an address may be handed to the operating system: web pages and e-mail only. file:,
 * javascript:, smb: (leaks NTLM hashes on Windows), and every custom scheme (which would launch
 * whatever app registered it, with attacker-chosen arguments) are refused, as are web addresses
 * carrying credentials (`https://bank.com@evil.com` is a classic disguise).
 */
export function isAllowedExternalUrl(url: string): boolean {
  if (url.length > MAX_LENGTH) return false;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (!EXTERNAL_PROTOCOLS.has(parsed.protocol)) return false;
  if (parsed.protocol === 'mailto:') return parsed.pathname.length > 0;
  return parsed.hostname.length > 0 && !parsed.username && !parsed.password;
}

export interface ExternalOpenerOptions {
  shell: Pick<Shell, 'openExternal'>;
  log: Log;
  /** Shows the user the real destination first; false when they decline. */
  confirm?: (url: string) => Promise<boolean>;
}

export interface ExternalOpener {
  /**
   * Opens an allowlisted address. `shownToUser`: the renderer already showed the full address and
   * the user said yes (its 'Abrir link externo?' dialog), so main does not ask a second time; the
   * allowlist applies all the same.
   */
  open(url: string, options?: { shownToUser?: boolean }): Promise<boolean>;
}

/** shell:openExternal, and where links the renderer tries to open in new windows end up. */
export function createExternalOpener({ shell, log, confirm }: ExternalOpenerOptions): ExternalOpener {
  return {
    async open(url, options = {}) {
      if (!isAllowedExternalUrl(url)) {
        log.warn(`refused to open an external address: ${url.slice(0, 200)}`);
        return false;
      }
      // The normalised form is what is shown and what is opened, so the two cannot differ.
      const href = new URL(url).href;
      if (confirm && !options.shownToUser && !(await confirm(href))) return false;
      await shell.openExternal(href);
      return true;
    },
  };
}
