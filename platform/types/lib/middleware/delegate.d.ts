/**
 * Delegates: values one middleware hands to the next ones within the same request.
 *
 * @module @merchantry/merchantry/lib/middleware/delegate
 */
import type {Request} from 'express';

/**
 * Stores `value` under `key` for the rest of the request. Write-once: setting a key twice throws.
 */
export function setDelegate(key: string, value: unknown, request: Request): void;

/** A clone of the value stored under `key`, or `undefined`. */
export function getDelegate<T = any>(key: string, request: Request): T;

/** Whether a middleware stored a value under `key` in this request. */
export function hasDelegate(key: string, request: Request): boolean;
