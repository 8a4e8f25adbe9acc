import type { Page } from '@playwright/test';

/**
 * Words the page wraps in the middle ("Overslaa|n") inside `scope`: a word (a run of letters between
 * spaces or hyphens in one text node) whose glyphs sit on more than one line, although it is narrower than the block
 * it has room in. A word wider than that room (a 40-letter name, an e-mail address) may break at the edge: that
 * is the only way for it to fit. Each finding names the word, the element it is in and the page width.
 */
export async function brokenWords(page: Page, scope = 'main'): Promise<string[]> {
  return page.evaluate((selector) => {
    const found: string[] = [];
    const roots = [...document.querySelectorAll(selector)];
    // The box whose width a word has to fit: past inline elements, and past flex items and table cells, whose
    // width shrinks with the narrowest their content allows (that squeeze is the fault looked for).
    const roomOf = (element: Element): Element => {
      let current = element;
      for (;;) {
        const display = getComputedStyle(current).display;
        const parent = current.parentElement;
        if (!parent) return current;
        const parentDisplay = getComputedStyle(parent).display;
        if (display.startsWith('table-cell') || display === 'table-row') current = current.closest('table') ?? parent;
        else if (display.startsWith('inline') || parentDisplay === 'flex' || parentDisplay === 'inline-flex') current = parent;
        else return current;
      }
    };
    for (const root of roots) {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (!parent || parent.closest('[aria-hidden="true"], [hidden], script, style')) continue;
        const text = node.textContent ?? '';
        // A hyphen or dash is a place to wrap ("Push-|Nachrichten"): the parts on either side are the words.
        for (const match of text.matchAll(/[^\s\u00a0\u202f\-\u2010\u2013\u2014]{2,}/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const rects = [...range.getClientRects()].filter((rect) => rect.width > 0 && rect.height > 0);
          if (rects.length < 2) continue;
          const lines = new Set(rects.map((rect) => Math.round(rect.top / 4)));
          if (lines.size < 2) continue;
          const wordWidth = rects.reduce((sum, rect) => sum + rect.width, 0);
          const block = roomOf(parent);
          const style = getComputedStyle(block);
          const room = block.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
          if (wordWidth > room + 1) continue;
          const name = `${block.tagName.toLowerCase()}${block.className && typeof block.className === 'string' ? `.${block.className.split(' ').join('.')}` : ''}`;
          found.push(`"${match[0]}" in ${name} (${Math.round(wordWidth)} px word, ${Math.round(room)} px room)`);
        }
      }
    }
    return found;
  }, scope);
}
