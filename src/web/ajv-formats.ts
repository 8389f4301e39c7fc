// The formats live in the record validator compiled ahead of time (src/web/ajv.ts).
export default function addFormats<T>(ajv: T): T {
  return ajv;
}
