import { BOOT_DATA_ID } from '../../src/boot/inline-boot-data';

/**
 * JSON for a `<script type="application/json">` element. Such an element ends at the first `</script`
 * whatever the JSON says, and `<!--` inside it changes how the parser looks for that end, so every `<`, `>`
 * and `&` is written as its \u escape (JSON.parse reads them back unchanged). U+2028/2029 are escaped too,
 * so the text stays valid if it is ever evaluated as a script. type=application/json is data, never run:
 * the page's CSP (script-src without 'unsafe-inline') needs no nonce or hash for it.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export function bootDataElement(value: unknown): string {
  return `<script type="application/json" id="${BOOT_DATA_ID}">${jsonForScript(value)}</script>`;
}
