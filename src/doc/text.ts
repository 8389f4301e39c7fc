// The record's text as JSON, and which path asks for YAML, without the YAML
// library: the action writes JSON and loads write.ts (with the library) only
// to write YAML.
export function toJsonText(value: unknown): string {
  return `${JSON.stringify(value, null, 2)}\n`;
}

export function isYamlPath(file: string): boolean {
  return /\.ya?ml$/i.test(file);
}

/** A record's text, as YAML (write.ts, and the YAML library with it, loaded only then) or as JSON. */
export async function toRecordText(value: unknown, yaml: boolean): Promise<string> {
  return yaml ? (await import('./write.js')).toYamlText(value) : toJsonText(value);
}
