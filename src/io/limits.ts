/** Task sets run to hundreds of thousands of tasks; records stay small. */
export const MAX_MANIFEST_BYTES = 64 * 1024 * 1024;

/** An eval tool's result file (promptfoo JSON, JUnit XML, an Inspect log, a DeepEval run) is read whole: at most this. */
export const MAX_IMPORT_BYTES = 256 * 1024 * 1024;
