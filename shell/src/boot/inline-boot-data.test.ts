import { BOOT_DATA_ID, readInlineBootData } from './inline-boot-data';

function pageWith(script: string | null): Document {
  const doc = document.implementation.createHTMLDocument('page');
  if (script !== null) doc.body.innerHTML = `<script type="application/json" id="${BOOT_DATA_ID}">${script}</script>`;
  return doc;
}

describe('readInlineBootData', () => {
  it('reads the data the gateway wrote, escaped characters included', () => {
    const doc = pageWith('{"registry":{"remotes":{}},"settings":{"name":"A \\u003c/script\\u003e \\u0026 B"}}');
    expect(readInlineBootData(doc)).toEqual({ registry: { remotes: {} }, settings: { name: 'A </script> & B' } });
  });

  it.each([
    ['no element', null],
    ['an empty element', ''],
    ['broken JSON', '{"registry": '],
    ['not an object', '[1, 2]'],
  ])('gives nothing for %s, so the shell fetches as before', (_name, script) => {
    expect(readInlineBootData(pageWith(script))).toEqual({});
  });
});
