// Entry of dist/index.js, the GitHub Action. Until the gate itself lands it runs
// the same check pipeline as `aqr check`, with the runner's inputs and outputs.
import * as core from '@actions/core';
import type { Level } from '../check/types.js';
import { isAqrError } from '../errors.js';
import { checkFiles, reaches } from '../pipeline/check.js';

export async function main(): Promise<void> {
  try {
    const files = core.getMultilineInput('record', { required: true });
    const level = (core.getInput('level') || 'L1') as Level;
    const keyFile = core.getInput('public-key-file');
    const results = await checkFiles(files, keyFile ? { keyFile } : {});
    let lowest: Level | null = 'L4';
    for (const r of results) {
      if ('error' in r) {
        core.setFailed(`aqr: ${r.error.format()}`);
        return;
      }
      core.info(`${r.file}: ${r.level ?? 'below L1'}`);
      for (const u of r.unmet) core.info(`  ${u.code}  ${u.line === undefined ? '' : `line ${u.line}: `}${u.message}`);
      if (!reaches(r.level, lowest ?? 'L1')) lowest = r.level;
    }
    core.setOutput('level', lowest ?? '');
    if (!reaches(lowest, level)) core.setFailed(`a record is below ${level}`);
  } catch (e) {
    core.setFailed(isAqrError(e) ? `aqr: ${e.format()}` : `aqr: internal error: ${(e as Error).message}`);
  }
}

await main();
