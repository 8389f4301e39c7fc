/** Task sets run to hundreds of thousands of tasks; records stay small. */
export const MAX_MANIFEST_BYTES = 64 * 1024 * 1024;
