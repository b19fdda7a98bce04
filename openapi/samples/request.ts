/**
 * What every code sample of an operation is written from: one example request, built once from
 * the document (see `buildSampleRequest` in ../reference.ts), so the six languages always send the
 * same method, path, headers and body.
 */
import type {ApiSampleRequest} from '../../src/components/ApiReference/types';

export type SampleRequest = ApiSampleRequest;

/** Environment variables the samples read credentials and the store's address from. */
export const SAMPLE_ENV = {
  admin: 'ADMIN_TOKEN',
  customer: 'CUSTOMER_TOKEN',
  adminSession: 'ADMIN_SESSION',
  baseUrl: 'MERCHANTRY_HOME_URL',
} as const;

/** The store address a sample falls back to when `MERCHANTRY_HOME_URL` is not set. */
export const DEFAULT_BASE_URL = 'http://localhost:3000';

/** The admin session cookie's name, for operations that only take the session. */
export const ADMIN_SESSION_COOKIE = 'asid';

/** How the sample authenticates: nothing, a bearer token or the admin session cookie. */
export type SampleCredential = {kind: 'none'} | {kind: 'bearer'; env: string} | {kind: 'cookie'; name: string; env: string};

export function credentialOf(request: SampleRequest): SampleCredential {
  if (request.sessionOnly) return {kind: 'cookie', name: ADMIN_SESSION_COOKIE, env: SAMPLE_ENV.adminSession};
  if (request.access === 'public') return {kind: 'none'};
  return {kind: 'bearer', env: SAMPLE_ENV[request.access]};
}
