/**
 * Puts the server's painted copy (`#prepaint`) at the top of the page, already showing this picture loaded,
 * as the browser has it before the app starts: the app's own copy of that picture is a cache hit worth
 * waiting for before the painted copy gives way.
 */
export function paintServerCopy(pictureSrc: string): HTMLElement {
  const painted = document.createElement('div');
  painted.id = 'prepaint';
  const shown = document.createElement('img');
  shown.setAttribute('src', pictureSrc);
  Object.defineProperties(shown, { complete: { value: true }, naturalWidth: { value: 400 } });
  painted.append(shown);
  document.body.prepend(painted);
  return painted;
}
