/**
 * The sandbox's named errors: a request the sandbox cannot carry out on this visitor's carts
 * (400), a cart or line it does not hold (404), and its rate limit (429). The route's error handler
 * answers them in the document's error shape with their status and message (apiErrorAnswer).
 */
import createError from '@fastify/error';

export const SandboxInvalidRequestError = createError<'SANDBOX_INVALID_REQUEST', 400, [message: string]>('SANDBOX_INVALID_REQUEST', '%s', 400);
export const SandboxNotFoundError = createError<'SANDBOX_NOT_FOUND', 404, [message: string]>('SANDBOX_NOT_FOUND', '%s', 404);
export const SandboxRateLimitedError = createError<'SANDBOX_RATE_LIMITED', 429, []>(
  'SANDBOX_RATE_LIMITED',
  'Too many requests, please try again later.',
  429,
);
