// Made by scripts/build.mjs for the browser bundle: the record schema compiled by ajv ahead of time.
declare module 'aqr:record-validator' {
  import type { ValidateFunction } from 'ajv/dist/2020.js';
  const validate: ValidateFunction;
  export default validate;
}
