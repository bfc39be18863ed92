import type { Badge } from '@shared/ipc/contract';
import type { BackendSetting } from '../backend';
import type { DeepLinks } from '../deepLink';
import type { Files } from '../files';
import type { Http } from '../http';
import type { MediaAccess } from '../mediaAccess';
import type { Notifier } from '../notifications';
import type { PdfExport } from '../pdf';
import type { ExternalOpener } from '../security/externalUrl';
import type { LocalStore } from '../store/localStore';
import type { Vault } from '../vault';
import type { Handlers } from './handle';

export interface MainModules {
  appVersion(): string;
  backend: BackendSetting;
  http: Pick<Http, 'request'>;
  vault: Vault;
  localStore: LocalStore;
  externalOpener: ExternalOpener;
  notifier: Pick<Notifier, 'show'>;
  files: Pick<Files, 'save' | 'open'>;
  mediaAccess: Pick<MediaAccess, 'request'>;
  pdf: Pick<PdfExport, 'export'>;
  badge: { update(badge: Badge): void };
  deepLinks: Pick<DeepLinks, 'take'>;
}

/** Which module answers each channel. Nothing here returns the refresh token: it stays in the vault. */
export function createHandlers(m: MainModules): Handlers {
  return {
    'app:version': () => m.appVersion(),
    'backend:get': () => ({ url: m.backend.get() }),
    'backend:set': ({ url }) => ({ url: m.backend.set(url) }),
    'http:request': (request) => m.http.request(request),
    'session:clear': () => {
      const origin = m.backend.origin();
      if (origin) m.vault.delete(origin);
    },
    'store:get': (args) => m.localStore.get(args),
    'store:set': (args) => m.localStore.set(args),
    // The renderer shows the address and asks before calling (ExternalLinkDialog); main still
    // refuses anything off the allowlist. Links a page tries to open itself are asked natively.
    'shell:openExternal': async ({ url }) => ({ opened: await m.externalOpener.open(url, { shownToUser: true }) }),
    'notification:show': (args) => m.notifier.show(args),
    'file:save': (args) => m.files.save(args),
    'media:requestAccess': ({ kind }) => m.mediaAccess.request(kind),
    'file:open': (args) => m.files.open(args),
    'pdf:exportConversation': (args) => m.pdf.export(args),
    'badge:update': (badge) => m.badge.update(badge),
    'deepLink:take': () => m.deepLinks.take(),
  };
}
