// The evidence `--ledger` names for replay (aqr verify, aqr check), with how an
// eval tool's original file was imported (its subject, task-id field, scorer).
import type { LedgerSource } from '../pipeline/replay.js';
import { toTrialsHow } from '../pipeline/inputs.js';

export interface LedgerValues {
  ledger?: string[] | undefined;
  tallies?: string[] | undefined;
  'task-manifest'?: string | undefined;
  'trials-subject'?: string | undefined;
  'task-id'?: string | undefined;
  'trials-scorer'?: string | undefined;
}

export function ledgerSource(values: LedgerValues, stats?: string): LedgerSource | undefined {
  if (!values.ledger) return undefined;
  const how = toTrialsHow(undefined, { subject: values['trials-subject'], taskIdField: values['task-id'], scorer: values['trials-scorer'] });
  return {
    ledger: values.ledger,
    taskManifest: values['task-manifest'],
    ...(values.tallies ? { tallies: values.tallies } : {}),
    ...(stats === undefined ? {} : { stats }),
    ...(how?.options ? { importOptions: how.options } : {}),
  };
}
