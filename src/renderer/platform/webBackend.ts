/** Where the browser build keeps the chosen backend's address (localStorage). */
export const BACKEND_KEY = 'balcao.backendUrl';

/** The build's default backend: VITE_BACKEND_URL, else the reference server's default address. */
export function defaultBackendUrl(): string {
  return import.meta.env.VITE_BACKEND_URL || 'http://127.0.0.1:8080';
}

/** The backend the browser build talks to: the one chosen on this browser, else the default. */
export function storedBackendUrl(): string {
  return localStorage.getItem(BACKEND_KEY) ?? defaultBackendUrl();
}
