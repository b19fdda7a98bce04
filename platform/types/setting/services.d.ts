/**
 * Store settings saved in Admin → Settings (the `setting` table). The saved value wins over a
 * config fallback key.
 *
 * @module @merchantry/merchantry/setting/services
 */

/**
 * Reads a store setting.
 *
 * @param name Setting name, such as `stripeDisplayName`.
 * @param defaultValue Returned when the setting was never saved.
 */
export function getSetting<T = any>(name: string, defaultValue?: T): Promise<T>;

/** The store currency, an ISO 4217 code such as `USD`. */
export function getStoreCurrency(): Promise<string>;

/** The weight unit, such as `kg`. */
export function getWeightUnit(): Promise<string>;

/** The dimension unit, such as `cm`. */
export function getDimensionUnit(): Promise<string>;
