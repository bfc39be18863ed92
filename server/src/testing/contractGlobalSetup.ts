import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { readContractRecords } from './contractRecord';
import { contractKeys, coverageGaps } from './contractWalk';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where each test server of the run writes the calls it answered (testing/contractRecord.ts). */
    contractRecordDir: string;
  }
}

/**
 * The server project's walk of the contract, after every test has run: no reply or socket payload
 * may have been refused by its schema, and — when the whole project ran, not a chosen file —
 * every route entry was called by at least one test. A failure here fails the run.
 */
export default function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'balcao-contract-'));
  project.provide('contractRecordDir', dir);
  return async () => {
    try {
      const gaps = coverageGaps(readContractRecords(dir));
      const problems: string[] = [];
      if (gaps.mismatches.length) problems.push(`replies and socket payloads refused by their schema:\n  ${gaps.mismatches.join('\n  ')}`);
      if (await ranWholeProject(project)) {
        console.log(`Contract walk: ${contractKeys().length} route entries, ${gaps.called} called by server tests.`);
        if (gaps.uncalled.length) problems.push(`route entries no server test calls:\n  ${gaps.uncalled.join('\n  ')}`);
      }
      if (problems.length) {
        // vitest only logs an error thrown here ("error during close") and still exits 0: the
        // exit code is set by hand so that the run fails.
        process.exitCode = 1;
        throw new Error(`Contract walk failed: ${problems.join('\n')}`);
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };
}

/** Whether this run took every test file of the project (coverage means nothing for one file). */
async function ranWholeProject(project: TestProject): Promise<boolean> {
  const { testFiles } = await project.globTestFiles();
  const ran = new Set(
    project.vitest.state
      .getFiles()
      .filter((f) => f.projectName === project.name && f.result?.state !== 'skip')
      .map((f) => f.filepath),
  );
  return testFiles.length > 0 && testFiles.every((f) => ran.has(f));
}
