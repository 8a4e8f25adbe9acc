/** Build label baked in by the rspack config, shown on the page frame so a swapped build is visible. */
declare const __BUILD_LABEL__: string;

/** Hero pictures are emitted as files; the import is their URL. */
declare module '*.webp' {
  const url: string;
  export default url;
}
