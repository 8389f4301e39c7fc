// Types of scripts/standalone-validators.mjs, for the test that imports it.
import type { Plugin } from 'esbuild';

/** The plugin, with the compiled modules it serves (shared by another instance, read by apartValidator). */
export type ValidatorsPlugin = Plugin & { readonly generated: () => Promise<Record<string, string>> };

export function importBundled(entry: string, root?: string, plugins?: Plugin[]): Promise<{ module: unknown; text: string }>;
export function validatorModules(root?: string): Promise<Record<string, string>>;
export function standaloneValidators(root?: string, options?: { apart?: string[]; shared?: ValidatorsPlugin }): ValidatorsPlugin;
export function apartValidator(plugin: ValidatorsPlugin, name: string, outfile: string, root?: string, options?: import('esbuild').BuildOptions): Promise<void>;
