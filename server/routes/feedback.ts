/**
 * `POST /api/feedback`: "Was this page helpful?" votes from the doc footer.
 *
 * Two forms of the same request: the footer's script sends JSON and reads a JSON answer; a
 * browser without JavaScript posts the form (`application/x-www-form-urlencoded`) and is sent
 * back to the page, to `#feedback-sent` or `#feedback-failed`, which the footer shows with CSS.
 * Votes are rate-limited per client IP like contact messages; the IP is never stored.
 */
import type {FastifyError, FastifyInstance, FastifyReply, FastifyRequest} from 'fastify';
import {
  FEEDBACK_ANCHORS,
  FEEDBACK_ENDPOINT,
  FEEDBACK_LIMITS,
  FEEDBACK_RATE_LIMIT,
  isSitePath,
  validateFeedback,
} from '../../src/data/feedback';
import type {InsightsStore} from '../../search/insights/store';
import {RateLimiter} from '../rateLimiter';

export interface FeedbackRouteOptions {
  store: InsightsStore;
  rateLimit?: {max: number; windowMs: number};
  now?: () => number;
}

type FeedbackErrorCode = 'FEEDBACK_INVALID' | 'FEEDBACK_RATE_LIMITED' | 'FEEDBACK_BODY_TOO_LARGE' | 'FEEDBACK_STORE_FAILED';

const FORM_TYPE = 'application/x-www-form-urlencoded';

function isFormPost(request: FastifyRequest): boolean {
  return (request.headers['content-type'] ?? '').toLowerCase().startsWith(FORM_TYPE);
}

export async function feedbackRoutes(app: FastifyInstance, opts: FeedbackRouteOptions): Promise<void> {
  const limiter = new RateLimiter(opts.rateLimit ?? FEEDBACK_RATE_LIMIT);
  const now = opts.now ?? Date.now;

  // Form posts parse with the platform's own URLSearchParams; scoped to this plugin.
  app.addContentTypeParser(FORM_TYPE, {parseAs: 'string', bodyLimit: FEEDBACK_LIMITS.bodyBytes}, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  /** JSON callers get `{error: {code, message}}`; form posts go back to the page's message. */
  function answer(request: FastifyRequest, reply: FastifyReply, status: number, code: FeedbackErrorCode | null, message: string): FastifyReply {
    void reply.header('cache-control', 'no-store');
    if (isFormPost(request)) {
      const page = (request.body as Record<string, unknown> | undefined)?.page;
      const back = typeof page === 'string' && isSitePath(page) ? page : '/';
      return reply.redirect(`${back}#${code === null ? FEEDBACK_ANCHORS.sent : FEEDBACK_ANCHORS.failed}`, 303);
    }
    return code === null ? reply.code(status).send({ok: true}) : reply.code(status).send({error: {code, message}});
  }

  app.post(
    FEEDBACK_ENDPOINT,
    {
      bodyLimit: FEEDBACK_LIMITS.bodyBytes,
      // Fastify awaits what an error handler returns; returning the sent reply is its documented form.
      // eslint-disable-next-line @typescript-eslint/no-misused-promises
      errorHandler: (error: FastifyError, request, reply) => {
        if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return answer(request, reply, 413, 'FEEDBACK_BODY_TOO_LARGE', 'The feedback is too large.');
        if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) {
          return answer(request, reply, 400, 'FEEDBACK_INVALID', 'Send the feedback as a JSON object or a form post.');
        }
        request.log.error({err: error}, 'feedback: unexpected error');
        return answer(request, reply, 500, 'FEEDBACK_STORE_FAILED', 'Your feedback could not be saved. Please try again later.');
      },
    },
    async (request, reply) => {
      const body = request.body;
      if (typeof body !== 'object' || body === null || Array.isArray(body)) {
        return answer(request, reply, 400, 'FEEDBACK_INVALID', 'Send the feedback as a JSON object or a form post.');
      }
      const result = validateFeedback(body as Record<string, unknown>);
      if (!result.ok) return answer(request, reply, 400, 'FEEDBACK_INVALID', result.message);
      const quota = limiter.take(request.ip, now());
      if (!quota.allowed) {
        void reply.header('retry-after', String(quota.retryAfterSeconds));
        return answer(request, reply, 429, 'FEEDBACK_RATE_LIMITED', 'You have sent a lot of feedback recently. Please try again in a few minutes.');
      }
      opts.store.addFeedback({...result.value, at: now()});
      return answer(request, reply, 201, null, '');
    },
  );
}
