/** Sets (or creates) `<meta name="description">`, which search results and link previews show. */
export function setMetaDescription(content: string, doc: Document = document): void {
  let meta = doc.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = doc.createElement('meta');
    meta.name = 'description';
    doc.head.append(meta);
  }
  meta.content = content;
}
