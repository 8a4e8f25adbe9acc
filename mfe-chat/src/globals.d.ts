/** Build label baked in by the rspack config, shown on the page frame so a swapped build is visible. */
declare const __BUILD_LABEL__: string;
