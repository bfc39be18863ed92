/**
 * The body that leaves for the server from what was typed, as deployed Whaticket builds it:
 * a private note is prefixed with the user's name and 'Mensagem Privada' in bold, a signed
 * message with the user's name in bold (spec 1 §9):
 *   private   → `*Ana Atendente - Mensagem Privada:*\n<text>`
 *   signature → `*Ana Atendente:*\n<text>`
 * The text is trimmed; nothing is added to a blank text (it is not sent at all).
 */
export function composeBody(text: string, o: { userName: string; isPrivate: boolean; signed: boolean }): string {
  const body = text.trim();
  if (!body) return '';
  if (o.isPrivate) return `*${o.userName} - Mensagem Privada:*\n${body}`;
  if (o.signed) return `*${o.userName}:*\n${body}`;
  return body;
}
