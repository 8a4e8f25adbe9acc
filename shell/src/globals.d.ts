/** Build label baked in by the rspack config. */
declare const __BUILD_LABEL__: string;
