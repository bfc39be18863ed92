import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** A stored file: `key` is `<companyId>/<32 hex>/<file name>`, also the path of its URL. */
export interface StoredMedia {
  key: string;
  companyId: number;
  name: string;
  mimetype: string;
  size: number;
}

export interface MediaStore {
  readonly dir: string;
  saveStream(companyId: number, filename: string, mimetype: string, data: Readable): Promise<StoredMedia>;
  saveBuffer(companyId: number, filename: string, mimetype: string, data: Buffer): Promise<StoredMedia>;
  /** The file of a key and what was recorded at upload; null for a malformed or unknown key. */
  lookup(key: string): Promise<{ path: string; media: StoredMedia } | null>;
  remove(key: string): Promise<void>;
  /** Removes the folder when it was a temporary one ('memory://'). */
  close(): Promise<void>;
}

const KEY = /^(\d+)\/([0-9a-f]{32})\/([^/\\]+)$/;

/**
 * A file name safe on every OS and in a URL path segment: no folders, no control or reserved
 * characters, not '.'/'..', at most 120 characters (keeping the extension). Unicode is kept: the
 * name is shown back in Content-Disposition.
 */
export function safeFileName(original: string, mimetype = ''): string {
  const base = (original.split(/[\\/]/).pop() ?? '')
    .replace(/[\u0000-\u001f\u007f<>:"|?*]/g, '_')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '');
  const fallback = `file${mimetype.startsWith('image/') ? '.jpg' : ''}`;
  const name = base || fallback;
  if (name.length <= 120) return name;
  const dot = name.lastIndexOf('.');
  const ext = dot > 0 && name.length - dot <= 16 ? name.slice(dot) : '';
  return name.slice(0, 120 - ext.length) + ext;
}

/**
 * Media on disk under `<dir>/<companyId>/<id>/<name>`, with `<dir>/<companyId>/<id>.json`
 * holding the name, MIME type and size given at upload (served back as Content-Type). The
 * random id makes names collide-free and unguessable; the company folder keeps tenants apart.
 */
export async function openMediaStore(opts: { dir?: string; temporary: boolean }): Promise<MediaStore> {
  const dir = resolve(opts.temporary ? await mkdtemp(join(tmpdir(), 'balcao-media-')) : opts.dir!);
  await mkdir(dir, { recursive: true });

  const paths = (companyId: number, id: string, name: string) => ({
    file: join(dir, String(companyId), id, name),
    meta: join(dir, String(companyId), `${id}.json`),
  });

  const save = async (
    companyId: number,
    filename: string,
    mimetype: string,
    write: (path: string) => Promise<void>,
  ) => {
    const id = randomUUID().replace(/-/g, '');
    const name = safeFileName(filename, mimetype);
    const p = paths(companyId, id, name);
    await mkdir(join(dir, String(companyId), id), { recursive: true });
    try {
      await write(p.file);
      const { size } = await stat(p.file);
      const media: StoredMedia = { key: `${companyId}/${id}/${name}`, companyId, name, mimetype, size };
      await writeFile(p.meta, JSON.stringify(media));
      return media;
    } catch (err) {
      await rm(join(dir, String(companyId), id), { recursive: true, force: true });
      await rm(p.meta, { force: true });
      throw err;
    }
  };

  const parse = (key: string) => {
    const m = KEY.exec(key);
    if (!m || m[3] !== safeFileName(m[3]) || m[3] === '..') return null;
    const p = paths(Number(m[1]), m[2], m[3]);
    // Belt and braces: whatever the key, never leave the media folder.
    return p.file.startsWith(dir + sep) ? { ...p, companyId: Number(m[1]), id: m[2] } : null;
  };

  return {
    dir,
    saveStream: (companyId, filename, mimetype, data) =>
      save(companyId, filename, mimetype, (path) => pipeline(data, createWriteStream(path))),
    saveBuffer: (companyId, filename, mimetype, data) =>
      save(companyId, filename, mimetype, (path) => writeFile(path, data)),
    async lookup(key) {
      const p = parse(key);
      if (!p) return null;
      try {
        const media = JSON.parse(await readFile(p.meta, 'utf8')) as StoredMedia;
        if (media.key !== key) return null;
        return { path: p.file, media };
      } catch {
        return null;
      }
    },
    async remove(key) {
      const p = parse(key);
      if (!p) return;
      await rm(join(dir, String(p.companyId), p.id), { recursive: true, force: true });
      await rm(p.meta, { force: true });
    },
    async close() {
      if (opts.temporary) await rm(dir, { recursive: true, force: true });
    },
  };
}
