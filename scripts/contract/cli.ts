import { parseArgs } from 'node:util';
import { z } from 'zod';
import { backendUrlSchema } from '@shared/ipc/contract';
import { tryParse } from '@shared/parse';
import { formatTable } from './formatTable';
import { exitCodeOf } from './recorder';
import { runContract } from './runContract';

const USAGE = `npm run contract -- --backend URL --email EMAIL --password PASSWORD [--ticket ID] [--wait-ms MS] [--json]

Runs Balcão's own API layer through the core flows against a backend and prints one row per check.
The password may come from BALCAO_CONTRACT_PASSWORD instead. Exit code 0 when every check passed
(warnings allowed), 1 when one failed or was skipped, 2 on bad arguments. See README.md
"Check a company's own backend before rolling Balcão out" for what it changes on the backend.`;

const argsSchema = z.object({
  backend: backendUrlSchema,
  email: z.string().trim().min(1, 'required'),
  password: z.string().min(1, 'required (or BALCAO_CONTRACT_PASSWORD)'),
  ticket: z.coerce.number().int().positive().optional(),
  'wait-ms': z.coerce.number().int().min(1000).max(120_000).optional(),
  json: z.boolean().optional(),
});

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      backend: { type: 'string' },
      email: { type: 'string' },
      password: { type: 'string' },
      ticket: { type: 'string' },
      'wait-ms': { type: 'string' },
      json: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const args = tryParse(
    argsSchema,
    { ...values, password: values.password ?? process.env.BALCAO_CONTRACT_PASSWORD },
    'arguments',
  );
  if (!args.ok) {
    console.error(`${args.error.message}\n\n${USAGE}`);
    return 2;
  }
  const { backend, email, password, ticket, json } = args.data;
  console.error(`Balcão contract check: ${backend} as ${email}`);
  const rows = await runContract({
    backendUrl: backend,
    email,
    password,
    ticketId: ticket,
    waitMs: args.data['wait-ms'],
    onRow: (row) => console.error(`  ${row.status.padEnd(4)}  ${row.step}`),
  });
  console.log(json ? JSON.stringify(rows, null, 2) : `\n${formatTable(rows)}`);
  return exitCodeOf(rows);
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exit(1);
  },
);
