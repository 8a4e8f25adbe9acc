import { escapeHtml, mailLocale } from '../../mail/render.ts';
import { UNSUBSCRIBE_PAGE } from '../../mail/templates/unsubscribe-page.ts';

/**
 * The confirm page of GET /api/unsubscribe.php: one form that POSTs the RFC 8058 body back to the same URL.
 * Nothing changes until the member presses the button.
 */
export function unsubscribeConfirmPage(language: string, siteName: string, token: string): string {
  const locale = mailLocale(language);
  const texts = UNSUBSCRIBE_PAGE[locale];
  const action = `/api/unsubscribe.php?token=${encodeURIComponent(token)}`;
  return (
    `<!doctype html><html lang="${locale}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(texts.title)}</title></head>` +
    `<body style="font-family:sans-serif;line-height:1.5;max-width:32rem;margin:2rem auto;padding:0 1rem">` +
    `<h1>${escapeHtml(texts.title)}</h1><p>${escapeHtml(texts.text.replace('{site}', siteName))}</p>` +
    `<form method="post" action="${escapeHtml(action)}"><input type="hidden" name="List-Unsubscribe" value="One-Click">` +
    `<button type="submit">${escapeHtml(texts.button)}</button></form></body></html>`
  );
}
