// The landers' hero pictures, imported from source by the monolith build (as mfe-landers/src/globals.d.ts declares them).
declare module '*.webp' {
  const url: string;
  export default url;
}
