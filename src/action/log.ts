// What the action prints to the runner's log, always through safeLines: no
// text it prints, however hostile, becomes a workflow command.
import * as core from '@actions/core';
import { safeLines } from '../text/log-line.js';

export const log = {
  info: (m: string): void => core.info(safeLines(m)),
  notice: (m: string): void => core.notice(safeLines(m)),
  warning: (m: string): void => core.warning(safeLines(m)),
  error: (m: string): void => core.error(safeLines(m)),
  setFailed: (m: string): void => core.setFailed(safeLines(m)),
};
