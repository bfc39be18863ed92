/** Marks the copy of the conversation that the print stylesheet keeps. */
const ROOT_ATTR = 'data-print-root';

const PRINT_CSS = `
@media screen { [${ROOT_ATTR}] { display: none !important; } }
@media print {
  body > *:not([${ROOT_ATTR}]) { display: none !important; }
  [${ROOT_ATTR}] { display: block !important; }
  [${ROOT_ATTR}] * { overflow: visible !important; max-height: none !important; }
}`;

/**
 * Exports a conversation as PDF (spec 1 §2): in a browser the print dialog opens with a print
 * stylesheet that keeps only a copy of `element` (the user picks "Save as PDF"). The desktop app
 * will route this through main's printToPDF behind the platform; callers only know this function.
 * Returns false when there is no element (the caller shows 'Elemento não encontrado para exportar.').
 */
export function exportConversationPdf(element: HTMLElement | null | undefined, title?: string): boolean {
  if (!element) return false;
  const root = document.createElement('div');
  root.setAttribute(ROOT_ATTR, '');
  if (title) {
    const heading = document.createElement('h1');
    heading.textContent = title;
    heading.style.font = '600 16px sans-serif';
    root.append(heading);
  }
  const copy = element.cloneNode(true) as HTMLElement;
  // The live list scrolls inside a fixed height; the printed copy shows every loaded message.
  copy.style.overflow = 'visible';
  copy.style.height = 'auto';
  copy.removeAttribute('id');
  root.append(copy);
  const style = document.createElement('style');
  style.textContent = PRINT_CSS;
  document.head.append(style);
  document.body.append(root);
  const previousTitle = document.title;
  if (title) document.title = title; // the suggested PDF file name
  let done = false;
  const cleanup = () => {
    if (done) return;
    done = true;
    root.remove();
    style.remove();
    document.title = previousTitle;
    window.removeEventListener('afterprint', cleanup);
  };
  window.addEventListener('afterprint', cleanup);
  try {
    // Chromium (and Electron) block in print() until the dialog closes.
    window.print();
  } finally {
    cleanup();
  }
  return true;
}
