/**
 * URLs of routes by route ID, so links survive path changes.
 *
 * @module @merchantry/merchantry/lib/router
 */

/**
 * Builds the path of a route.
 *
 * @param routeId The route's folder name, such as `productView`.
 * @param params Values of the path's placeholders; keys must match them (`productView` takes `uuid`).
 * @param query Query-string parameters to append.
 * @returns The path, such as `/product/0b2f…`. Throws "Could not build url for route" on a wrong key.
 */
export function buildUrl(routeId: string, params?: Record<string, string | number>, query?: Record<string, string>): string;

/**
 * Builds the absolute URL of a route from `MERCHANTRY_HOME_URL` (then `shop.homeUrl`, then
 * `http://localhost:<PORT>`).
 *
 * @param routeId The route's folder name.
 * @param params Values of the path's placeholders.
 */
export function buildAbsoluteUrl(routeId: string, params?: Record<string, string | number>): string;
