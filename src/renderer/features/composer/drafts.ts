import { DRAFT_MAX_CHARS, DRAFTS_MAX } from '@shared/local/schema';
import { getPlatform } from '@renderer/platform';

/** How long after the last keystroke a draft is written (issue 4: within 500 ms). */
export const DRAFT_WRITE_DELAY_MS = 300;

type Drafts = Record<string, string>;

interface ScopeState {
  loaded: Promise<Drafts>;
  drafts: Drafts | null;
  timer: ReturnType<typeof setTimeout> | undefined;
  dirty: boolean;
  /** The stored drafts have been read (writing before that would drop them). */
  ready: boolean;
}

const scopes = new Map<string, ScopeState>();

function stateOf(scope: string): ScopeState {
  let state = scopes.get(scope);
  if (!state) {
    const created: ScopeState = {
      loaded: Promise.resolve({}),
      drafts: null,
      timer: undefined,
      dirty: false,
      ready: false,
    };
    created.loaded = getPlatform()
      .getScoped(scope, 'drafts')
      .catch(() => ({}))
      .then((stored) => {
        // Text typed before the store answered wins over what was stored.
        created.drafts = { ...stored, ...(created.drafts ?? {}) };
        created.ready = true;
        return created.drafts;
      });
    state = created;
    scopes.set(scope, state);
  }
  return state;
}

/** Keeps at most DRAFTS_MAX drafts: the lowest ticket ids (the oldest tickets) go first. */
function bounded(drafts: Drafts): Drafts {
  const ids = Object.keys(drafts);
  if (ids.length <= DRAFTS_MAX) return drafts;
  const keep = ids.sort((a, b) => Number(b) - Number(a)).slice(0, DRAFTS_MAX);
  return Object.fromEntries(keep.map((id) => [id, drafts[id]]));
}

async function persist(scope: string): Promise<void> {
  const state = stateOf(scope);
  clearTimeout(state.timer);
  state.timer = undefined;
  if (!state.dirty) return;
  // Once loaded, write without awaiting first: a flush on pagehide then reaches localStorage
  // synchronously, before the page goes.
  if (!state.ready) await state.loaded;
  state.dirty = false;
  state.drafts = bounded(state.drafts ?? {});
  try {
    await getPlatform().setScoped(scope, 'drafts', state.drafts);
  } catch (error) {
    state.dirty = true;
    console.warn('draft not saved', error);
  }
}

/** The draft of a ticket in a scope (backend|company|user), '' when none. */
export async function readDraft(scope: string, ticketId: number): Promise<string> {
  const state = stateOf(scope);
  await state.loaded;
  // What is in memory now, not what was stored at load: a draft typed since (another ticket or chat
  // opened and this one opened again) must come back.
  return state.drafts?.[String(ticketId)] ?? '';
}

/** Records what is typed at once in memory; the local store is written DRAFT_WRITE_DELAY_MS after the last change. */
export function writeDraft(scope: string, ticketId: number, text: string): void {
  const state = stateOf(scope);
  const drafts = { ...(state.drafts ?? {}) };
  if (text.trim()) drafts[String(ticketId)] = text.slice(0, DRAFT_MAX_CHARS);
  else delete drafts[String(ticketId)];
  state.drafts = drafts;
  state.dirty = true;
  clearTimeout(state.timer);
  state.timer = setTimeout(() => void persist(scope), DRAFT_WRITE_DELAY_MS);
}

/** Forgets a ticket's draft (its text was sent) and writes that at once. */
export function clearDraft(scope: string, ticketId: number): Promise<void> {
  writeDraft(scope, ticketId, '');
  return persist(scope);
}

/** Writes every pending draft now (the page is going away). */
export function flushDrafts(): Promise<void> {
  return Promise.all([...scopes.keys()].map(persist)).then(() => undefined);
}

/** Tests start from an empty memory. */
export function resetDraftsForTests(): void {
  for (const state of scopes.values()) clearTimeout(state.timer);
  scopes.clear();
}

if (typeof window !== 'undefined') {
  // A reload or close within the write delay must not lose the last keystrokes. In a browser the
  // write is synchronous up to localStorage; in the desktop app the bridge call is on its way.
  window.addEventListener('pagehide', () => void flushDrafts());
}
