/** The send endpoint's address on this backend. */
export const sendUrl = (backendUrl: string) => `${backendUrl.replace(/\/+$/, '')}/api/messages/send`;

/** The example's words, in the reader's language. */
export interface CurlWords {
  token: string;
  text: string;
  caption: string;
  file: string;
}

const EXAMPLE_NUMBER = '5511999999999';
// Single quotes inside a shell single-quoted string.
const sh = (s: string) => s.replace(/'/g, `'\\''`);

/** The curl command of a text message (JSON), as the page documents it. */
export function textCurl(backendUrl: string, w: CurlWords): string {
  return [
    `curl -X POST '${sendUrl(backendUrl)}' \\`,
    `  -H 'Authorization: Bearer ${sh(w.token)}' \\`,
    `  -H 'Content-Type: application/json' \\`,
    `  -d '${sh(JSON.stringify({ number: EXAMPLE_NUMBER, body: w.text }))}'`,
  ].join('\n');
}

/** The curl command of a media message (multipart: one `medias` part per file). */
export function mediaCurl(backendUrl: string, w: CurlWords): string {
  return [
    `curl -X POST '${sendUrl(backendUrl)}' \\`,
    `  -H 'Authorization: Bearer ${sh(w.token)}' \\`,
    `  -F 'number=${EXAMPLE_NUMBER}' \\`,
    `  -F 'body=${sh(w.caption)}' \\`,
    `  -F 'medias=@${sh(w.file)}'`,
  ].join('\n');
}
