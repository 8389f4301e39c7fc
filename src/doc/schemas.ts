// Every JSON Schema aqr validates with, by name, as plain data. The validators
// (./validators.ts) are compiled from these; the build compiles them ahead of
// time and the code it generates refers back to these very objects, so an
// error's schema can be told apart by identity in src/ and in dist/ alike.
import recordSchema from '../record/record.schema.json' with { type: 'json' };
import profileSchema from '../profile/profile.schema.json' with { type: 'json' };
import deployPolicySchema from '../policy/policy.schema.json' with { type: 'json' };

/** The record's shared definitions, under an id of their own for the entry schemas below. */
const DEFS = { $id: 'aqr-defs', $defs: recordSchema.$defs };

/** Each validator's schema; ajv holds each under its name here. */
export const SCHEMAS = {
  record: recordSchema,
  profile: profileSchema,
  /** A deploy policy (src/policy/): who signs, how old, which artifact, which bar. */
  deployPolicy: deployPolicySchema,
  /** One measure entry of a --measures file. */
  measure: { $ref: 'aqr-defs#/$defs/measure' },
  /** One decision entry of a --decisions file: never `native`, which names the measurement deciding a gate. */
  decision: {
    type: 'object',
    additionalProperties: false,
    required: ['id', 'result', 'source'],
    properties: { id: { $ref: 'aqr-defs#/$defs/measureId' }, result: { enum: ['pass', 'fail'] }, source: { enum: ['acs', 'assert', 'custom'] } },
  },
};

/** Schemas the named ones refer to, added to ajv by their $id. */
export const REFERRED_SCHEMAS: readonly object[] = [DEFS];

export type SchemaName = keyof typeof SCHEMAS;
