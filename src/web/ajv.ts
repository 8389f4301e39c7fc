// The page's stand-in for ajv: compiling a schema builds a function from text
// (new Function), which the page's Content-Security-Policy forbids. The build
// compiles the record schema ahead of time (ajv standalone code, the same
// options as src/record/validate.ts's newAjv) and maps `ajv/dist/2020.js` here
// for the browser bundle only; src/record/validate.ts is unchanged.
import validate from 'aqr:record-validator';
import schema from '../record/record.schema.json' with { type: 'json' };

export class Ajv2020 {
  compile(s: unknown): typeof validate {
    if (s !== schema) throw new Error('the page carries only the record schema, compiled ahead of time');
    return validate;
  }
}
