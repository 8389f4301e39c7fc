// The package version, set by the build (scripts/build.mjs) so the bundle does
// not carry package.json; 'dev' when running from source.
declare const __AQR_VERSION__: string | undefined;

export const VERSION: string = typeof __AQR_VERSION__ === 'string' ? __AQR_VERSION__ : 'dev';
