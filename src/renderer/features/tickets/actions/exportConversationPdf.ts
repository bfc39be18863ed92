import { getPlatform } from '@renderer/platform';

/** Marks the copy of the conversation that the print stylesheet keeps. */
const ROOT_ATTR = 'data-print-root';

const PRINT_CSS = `
@media screen { [${ROOT_ATTR}] { display: none !important; } }
@media print {
  body > *:not([${ROOT_ATTR}]) { display: none !important; }
  [${ROOT_ATTR}] { display: block !important; }
  [${ROOT_ATTR}] * { overflow: visible !important; max-height: none !important; }
}`;

/** Longest suggested file name, before '.pdf' (file systems allow 255 bytes). */
const NAME_MAX = 120;

/** A file name from the conversation's title: no path separators or characters Windows refuses. */
export function pdfFileName(title: string): string {
  const base = title
    .replace(/[\u0000-\u001f\\/:*?"<>|]+/g, '-')
    .replace(/\s+/g, ' ')
    .replace(/^[\s.-]+|[\s.]+$/g, '')
    .slice(0, NAME_MAX)
    .trim();
  return `${base || 'conversa'}.pdf`;
}

export type PdfExport = 'saved' | 'cancelled' | 'missing';

/**
 * Exports a conversation as PDF (spec 1 §2). A print stylesheet keeps only a copy of `element`
 * on the printed page; then the platform prints it: in the desktop app main prints the window to
 * PDF (printToPDF applies the same stylesheet) and saves it through the save dialog; in a browser
 * the print dialog opens, where the user picks "Save as PDF". 'missing' when there is no element
 * (the caller shows 'Elemento não encontrado para exportar.'); a platform failure rejects.
 */
export async function exportConversationPdf(element: HTMLElement | null | undefined, title: string): Promise<PdfExport> {
  if (!element) return 'missing';
  const root = document.createElement('div');
  root.setAttribute(ROOT_ATTR, '');
  const heading = document.createElement('h1');
  heading.textContent = title;
  heading.style.font = '600 16px sans-serif';
  root.append(heading);
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
  document.title = title; // the browser's suggested PDF file name
  try {
    // A browser blocks in print() until its dialog closes; main resolves once the file is saved.
    return (await getPlatform().exportPdf(pdfFileName(title))) ? 'saved' : 'cancelled';
  } finally {
    root.remove();
    style.remove();
    document.title = previousTitle;
  }
}
