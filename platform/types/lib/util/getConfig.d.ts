/**
 * Reads a configuration value (node-config: `config/default.json`, then `config/<NODE_ENV>.json`,
 * then `config/local.json`, deep-merged) with a default.
 *
 * @module @merchantry/merchantry/lib/util/getConfig
 */

/**
 * Returns the configuration value at `path`, or `defaultValue` when it is not set. Unlike
 * node-config's `config.get`, a missing key does not throw.
 *
 * @param path Dot path of the key, such as `shop.language`.
 * @param defaultValue Returned when the key is missing.
 */
export function getConfig<T = any>(path: string, defaultValue?: T): T;
