/**
 * The request object API and page middleware receive.
 *
 * @module @merchantry/merchantry/types/request
 */
import type {Request} from 'express';

/**
 * An Express 4 request. JSON bodies are already parsed and, unless the payload schema marks a
 * field `skipEscape: true`, HTML-escaped; `params` holds the route's path placeholders.
 */
export interface MerchantryRequest extends Request {}
