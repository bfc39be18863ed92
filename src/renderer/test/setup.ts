// jsdom lacks what Mantine reads (STACK.md): matchMedia, ResizeObserver, scrollIntoView, document.fonts.
import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { markFirstScreenShown } from '@renderer/ui/firstScreen';

afterEach(() => cleanup());
// Components load what they load in the background at once: the wait for the first screen
// (ui/firstScreen.ts) is the app's start-up order, tested on its own.
markFirstScreenShown();
// findBy… waits up to 10 s rather than 1 s: Mantine's menus and popovers open through a transition,
// and on a loaded 2-core machine (the whole suite with the server tests beside it) 1 s was missed,
// and once 3 s (AttachMenu's 'Vídeo' item, with other suites running). A wait that succeeds ends
// as soon as the element is there, so the longer bound costs nothing but a failing test's time.
configure({ asyncUtilTimeout: 10_000 });

const { getComputedStyle } = window;
window.getComputedStyle = (elt) => getComputedStyle(elt);
window.HTMLElement.prototype.scrollIntoView = () => {};

Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});

class ResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserver;

// Mantine's autosize textarea listens for web fonts loading (document.fonts), which jsdom lacks.
if (!('fonts' in document))
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => {}, removeEventListener: () => {}, ready: Promise.resolve() },
  });
