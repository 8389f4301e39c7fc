// Types of scripts/docs-generated.mjs, for the test that imports it.
export function generatedBlocks(root?: string): Promise<Record<string, string>>;
export function refreshBlocks(text: string, blocks: Record<string, string>, file?: string): string;
export function blockNames(text: string): string[];
export function docFiles(root?: string): Promise<string[]>;
