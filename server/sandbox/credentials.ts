/**
 * The sandbox's documented credentials (see the REST API overview): any request that needs an
 * admin or a customer passes with these, and the sandbox's token endpoints hand them out. They
 * open nothing but the sandbox, which holds no real data.
 */
export const SANDBOX_CREDENTIALS = {
  adminToken: 'sandbox-admin-token',
  customerToken: 'sandbox-customer-token',
  adminSession: 'sandbox-admin-session',
  customerSession: 'sandbox-customer-session',
} as const;

export type SchemeCredential = {in: 'bearer'; value: string} | {in: 'cookie'; name: string; value: string};

/** Which credential satisfies each security scheme of the document (cookie names as it declares them). */
export const SCHEME_CREDENTIALS: Record<string, SchemeCredential> = {
  adminBearer: {in: 'bearer', value: SANDBOX_CREDENTIALS.adminToken},
  customerBearer: {in: 'bearer', value: SANDBOX_CREDENTIALS.customerToken},
  adminSession: {in: 'cookie', name: 'asid', value: SANDBOX_CREDENTIALS.adminSession},
  customerSession: {in: 'cookie', name: 'sid', value: SANDBOX_CREDENTIALS.customerSession},
};
