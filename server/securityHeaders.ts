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
 * Directives that restrict nothing the pages load: framing, plugins and `<base>`. Script and
 * style sources stay unrestricted until a policy with hashes of the inline scripts is proven by
 * the browser suite.
 */
export const CONTENT_SECURITY_POLICY = "frame-ancestors 'none'; base-uri 'self'; object-src 'none'";

/** One year; only for deployments that serve HTTPS on every subdomain. */
export const HSTS = 'max-age=31536000; includeSubDomains';

export function securityHeaders(options: {hsts: boolean}): Record<string, string> {
  return {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'DENY',
    'content-security-policy': CONTENT_SECURITY_POLICY,
    'permissions-policy': PERMISSIONS_POLICY,
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    ...(options.hsts ? {'strict-transport-security': HSTS} : {}),
  };
}
