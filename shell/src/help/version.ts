// Replaced at build time by web-kit's rspack configuration (the root package.json's version and
// the deployment's build id); absent where the code runs unbuilt (unit tests).
declare const __OPENSET_VERSION__: string | undefined;

/** The version of this build of the shell, as the about dialog names it. */
export const SHELL_VERSION: string = typeof __OPENSET_VERSION__ === 'string' ? __OPENSET_VERSION__ : 'development';
