/**
 * A built site as the API sees it: the server finds them in dist/ and resolves each request's
 * Host header to one; the API only reads them, so it depends on this shape, not on the server.
 */
export interface BuiltSite {
  slug: string;
  dir: string;
  siteUrl: string | undefined;
  domains: string[];
}
