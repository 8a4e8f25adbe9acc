import { bootDataElement, jsonForScript } from './inline-json';

const hostile = {
  name: 'Dates </script><script>alert(1)</script>',
  intro: '<!-- <script> -->',
  terms: 'A & B \u2028 line \u2029 para',
};

describe('jsonForScript', () => {
  it('leaves no way out of the element: no <, > or & at all, and the same value when parsed', () => {
    const text = jsonForScript(hostile);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual(hostile);
  });

  it('reads back unchanged from a page an HTML parser built, with nothing after it swallowed or run', () => {
    const doc = new DOMParser().parseFromString(
      `<!doctype html><html><body>${bootDataElement(hostile)}<p id="after">na</p></body></html>`,
      'text/html',
    );
    expect(doc.querySelectorAll('script')).toHaveLength(1);
    expect(doc.querySelector('script')?.getAttribute('type')).toBe('application/json');
    expect(JSON.parse(doc.getElementById('boot-data')?.textContent ?? '')).toEqual(hostile);
    expect(doc.getElementById('after')?.textContent).toBe('na');
  });
});
