import type { StepRow } from './recorder';

const RESULT: Record<StepRow['status'], string> = { pass: 'pass', fail: 'FAIL', skip: 'skip', warn: 'warn' };

/** Pads to a width; the check column wraps at `width` so the table stays readable in a terminal. */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  return [...lines, line];
}

/**
 * The run as a plain-text table, one row per check: step, what was checked, the result, and the
 * reason (for a pass, what was seen), then a summary line.
 */
export function formatTable(rows: readonly StepRow[], checkWidth = 60): string {
  const stepWidth = Math.max(4, ...rows.map((r) => r.step.length));
  const head = `${'#'.padStart(2)}  ${'step'.padEnd(stepWidth)}  ${'check'.padEnd(checkWidth)}  result  reason / seen`;
  const out = [head, '-'.repeat(head.length + 20)];
  rows.forEach((row, i) => {
    const [first, ...rest] = wrap(row.check, checkWidth);
    out.push(
      `${String(i + 1).padStart(2)}  ${row.step.padEnd(stepWidth)}  ${first.padEnd(checkWidth)}  ${RESULT[row.status].padEnd(6)}  ${row.note}`,
    );
    for (const line of rest) out.push(`${''.padStart(2)}  ${''.padEnd(stepWidth)}  ${line}`);
  });
  const count = (status: StepRow['status']) => rows.filter((r) => r.status === status).length;
  out.push(
    '',
    `${count('pass')} passed, ${count('fail')} failed, ${count('skip')} skipped, ${count('warn')} warning(s)`,
  );
  return out.join('\n');
}
