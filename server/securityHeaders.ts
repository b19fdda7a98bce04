/**
 * Headers on every response of the site server. They hold for a site that is never framed, asks
 * for no device features and opens no cross-origin windows; the search API overrides CORP because
 * it exists to be read from other origins (CORS decides who may).
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'payment=()',
  'usb=()',
].join(', ');

/**
 * For a build without `csp.json` (the build writes one with the hashes of its inline scripts):
 * directives that restrict nothing the pages load, only framing, plugins and `<base>`.
 */
export const FALLBACK_CONTENT_SECURITY_POLICY = "frame-ancestors 'none'; base-uri 'self'; object-src 'none'";

/** One year; only for deployments that serve HTTPS on every subdomain. */
export const HSTS = 'max-age=31536000; includeSubDomains';

export function securityHeaders(options: {hsts: boolean; contentSecurityPolicy?: string}): Record<string, string> {
  return {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'DENY',
    'content-security-policy': options.contentSecurityPolicy ?? FALLBACK_CONTENT_SECURITY_POLICY,
    'permissions-policy': PERMISSIONS_POLICY,
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    ...(options.hsts ? {'strict-transport-security': HSTS} : {}),
  };
}
