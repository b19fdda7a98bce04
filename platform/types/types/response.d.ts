/**
 * The response object API and page middleware receive.
 *
 * @module @merchantry/merchantry/types/response
 */
import type {Response} from 'express';

/**
 * An Express 4 response. API handlers usually end with `response.status(200)` and
 * `response.json({ data })`; errors use `{ error: { status, message } }`.
 */
export interface MerchantryResponse extends Response {}
