// Types of scripts/standalone-validators.mjs, for the test that imports it.
import type { Plugin } from 'esbuild';

export function importBundled(entry: string, root?: string, plugins?: Plugin[]): Promise<{ module: unknown; text: string }>;
export function validatorModules(root?: string): Promise<Record<string, string>>;
export function standaloneValidators(root?: string): Plugin;
