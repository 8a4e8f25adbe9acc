/**
 * The file the shell's build writes its boot chunks into. Its own module so the gateway reads the name
 * without loading the build plugin (and rspack with it) at run time.
 */
export const BOOT_CHUNKS_FILE = 'boot-chunks.json';
