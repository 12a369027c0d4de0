// Security headers. The web app gets a Content-Security-Policy without inline scripts (Vite emits only external
// module scripts; a test checks the built index.html) and may not be framed; every answer of the gateway gets
// nosniff and a referrer policy. /graphql's GET landing page (Apollo Sandbox, development only) loads its scripts
// from Apollo's CDN, so it carries no CSP of ours.

/** Headers on every gateway answer. */
export const COMMON_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
};

/**
 * The web app's policy. Styles allow 'unsafe-inline' because Blueprint and its popovers set style attributes and
 * inject positioning styles at run time; scripts never. Images may come from any https origin (product and
 * banner images are stored as absolute URLs) and from the storage API (which may be plain http in development).
 */
export function webContentSecurityPolicy(imageOrigins: readonly string[] = []): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: https: ${imageOrigins.join(' ')}`.trim(),
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The origin of a URL, or nothing when it is not one (a missing or malformed configuration value). */
export function originOf(url: string | undefined): string[] {
  try {
    return url ? [new URL(url).origin] : [];
  } catch {
    return [];
  }
}
