import { createRequire as __aqrCreateRequire } from 'node:module';
const require = __aqrCreateRequire(import.meta.url);
import {
  toTrialsHow
} from "./chunk-WUMGQ3YS.js";

// src/cli/ledger-source.ts
function ledgerSource(values, stats) {
  if (!values.ledger) return void 0;
  const how = toTrialsHow(void 0, { subject: values["trials-subject"], taskIdField: values["task-id"], scorer: values["trials-scorer"] });
  return {
    ledger: values.ledger,
    taskManifest: values["task-manifest"],
    ...values.tallies ? { tallies: values.tallies } : {},
    ...stats === void 0 ? {} : { stats },
    ...how?.options ? { importOptions: how.options } : {}
  };
}

export {
  ledgerSource
};
