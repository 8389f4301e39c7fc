// Types of scripts/plain-clone-tests.mjs, for the test that imports it.
export const LOCATOR_NAMES: string[];
export const LOCATOR_FILE: string;
export const FRESH_CLONE_TESTS: string[];
export function testSources(root: string): string[];
export function stripComments(text: string): string;
export function sharedOutsideLocator(file: string, text: string): string[];
export function plainCloneTests(root: string): string[];
