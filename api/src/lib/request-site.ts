/**
 * Which site a request is for: the forced domain from the query (the shell passes its own host)
 * wins over the Host header. Port and a leading www. are ignored so 'www.example.nl:443' finds 'example.nl'.
 */
export function siteDomain(forced: string | undefined, hostHeader: string | undefined): string | undefined {
  const raw = forced ?? hostHeader;
  if (!raw) return undefined;
  return raw
    .toLowerCase()
    .replace(/:\d+$/, '')
    .replace(/^www\./, '');
}

/** GeoIP country set by the edge (CDN or load balancer) as X-Country; anything malformed is ignored. */
export function visitorCountry(header: string | string[] | undefined): string | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  const code = value?.trim().toUpperCase();
  return code && /^[A-Z]{2}$/.test(code) ? code : undefined;
}
