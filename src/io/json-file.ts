// A JSON file aqr wrote (a predicate, a bar record, a signals analysis, a
// stats sidecar): read as text within its cap, parsed, or refused as one line
// naming the file.
import { AqrError } from '../errors.js';
import { readTextFile } from './read-text.js';

/** The file's JSON value; ERR_INPUT_PARSE with `notJson(error)` as its message when it is not JSON. */
export async function readJsonFile(file: string, what: string, notJson: (e: Error) => string, maxBytes?: number): Promise<unknown> {
  const text = await readTextFile(file, what, maxBytes);
  try {
    return JSON.parse(text);
  } catch (e) {
    throw new AqrError('ERR_INPUT_PARSE', notJson(e as Error), { file });
  }
}
