/**
 * The Algolia-compatible search API (search-protocol.md §1–§3), as a Fastify plugin.
 *
 * Reads (search key or admin key):
 *   POST /1/indexes/*\/queries            multi-query, every body form of §1.4
 *   POST /1/indexes/{index}/query         single-index query
 *   GET  /1/indexes/{index}               single-index query from the query string
 *   POST /1/indexes/{index}/facets/{facet}/query
 *   GET  /1/indexes/{index}/settings
 * Writes (admin key; registered only when one is configured): the subset `algoliasearch` v5's
 * `replaceAllObjects`, `saveObjects`, `setSettings` and `waitForTask` call.
 *
 * Browsers send JSON labelled `text/plain` (a CORS simple request), so every body is read as a
 * string and parsed as JSON here, whatever its content type. Errors are Algolia-shaped:
 * `{"message": "...", "status": N}` with the same HTTP status.
 */
import rateLimit from '@fastify/rate-limit';
import type {FastifyError, FastifyInstance, FastifyReply, FastifyRequest} from 'fastify';
import {SearchError} from '../../search/engine/errors';
import {facetHitsWanted} from '../../search/engine/facets';
import {parseRequestParams, parseSearchParams} from '../../search/engine/params';
import type {SearchStore} from '../../search/store';
import {SERVER_LIMITS, type SearchLimits} from '../limits';
import {apiErrorAnswer} from '../apiErrors';
import {RateLimiter} from '../rateLimiter';
import {ResponseCache} from '../responseCache';
import {answerPreflight, originEcho} from '../cors';
import {keptCopy, sendJsonInPieces, sendJsonOnce, sendKeptJson, sendSerialisedJson, withBrotliCopy, type KeptJson} from '../compression';
import {createSearchTurns} from '../searchTurns';
import {
  credentials,
  INVALID_CREDENTIALS,
  jsonObject,
  notFound,
  parseJson,
  queryStringParams,
  sameSecret,
  SearchBusyError,
  SearchForbiddenError,
  SearchMethodNotAllowedError,
  SearchOverBudgetError,
  SearchRateLimitedError,
} from './algoliaRequest';
import {collectMethodsByPath} from './methodsByPath';
import {SearchThreadGone, type SearchThread, type ThreadAnswer} from '../searchThread/client';
import type {ThreadQuery} from '../searchThread/messages';
import {holdsQueryID, reportSearches, summarizeSearches, type SearchListener, type SearchSummary} from './searchRecording';

export interface SearchRouteOptions {
  store: SearchStore;
  appId: string;
  /** Search-only key: reads only. */
  searchApiKey: string;
  /** Admin key: reads and writes. Without it the write endpoints do not exist. */
  adminApiKey?: string;
  /** Origins answered with `Access-Control-Allow-Origin` (`*` allows any). */
  allowedOrigins: string[];
  /** Overrides of `SERVER_LIMITS.search` (tests and the bench); `rateLimit: false` turns it off. */
  limits?: Partial<SearchLimits>;
  /** Told of every search the multi-query route answers (insights recording; memory only). */
  onSearch?: SearchListener;
  /** Answers the multi-query route's searches off the main thread where it can (server/searchThread). */
  searchThread?: SearchThread;
}

/** The search API reads bodies up to the server's limit (named in its 413 answer). */
export const SEARCH_BODY_LIMIT_BYTES = SERVER_LIMITS.http.bodyLimitBytes;
/** Algolia caps a multi-query at 50 requests. */
export const MAX_QUERIES_PER_REQUEST = 50;
/** Retry-After of a search turned away because too many wait: about the queue's length in time. */
const BUSY_RETRY_SECONDS = 1;

type Access = 'read' | 'write';

declare module 'fastify' {
  interface FastifyContextConfig {
    searchAccess?: Access;
  }
}

/** Path parameters, as the router hands them over (strings). */
type Params<Name extends string> = Record<Name, string>;

function paramsSchema(...names: string[]) {
  return {type: 'object', properties: Object.fromEntries(names.map((name) => [name, {type: 'string'}])), required: names};
}

const SCHEMAS: Record<string, {params: ReturnType<typeof paramsSchema>}> = {
  indexName: {params: paramsSchema('indexName')},
  'indexName,facetName': {params: paramsSchema('indexName', 'facetName')},
  'indexName,taskID': {params: paramsSchema('indexName', 'taskID')},
  'indexName,objectID': {params: paramsSchema('indexName', 'objectID')},
  taskID: {params: paramsSchema('taskID')},
};

/**
 * The multi-query path exists with a literal `*` only: under another index name it is a path not
 * found (the error handler answers a failed params check with 404), and the 405s know it too.
 */
const ALL_INDEXES = {params: {type: 'object', properties: {indexName: {const: '*'}}, required: ['indexName']}};

/** `replaceExistingSynonyms=true`; repeated, it arrives as a list (and counts as not true). */
const SYNONYMS_BATCH_QUERY = {
  type: 'object',
  properties: {replaceExistingSynonyms: {anyOf: [{type: 'string'}, {type: 'array', items: {type: 'string'}}]}},
};

/** A cached answer (its Brotli copy alone where it has one), with the searches it reports to insights each time it is served. */
type CachedAnswer = KeptJson & {searches: readonly SearchSummary[]};

export async function searchRoutes(app: FastifyInstance, opts: SearchRouteOptions): Promise<void> {
  const {store, appId, searchApiKey, adminApiKey} = opts;
  const limits: SearchLimits = {...SERVER_LIMITS.search, ...opts.limits};
  /**
   * Visitors type the same prefixes ("i", "in", "ins"…), so identical bodies repeat across
   * browsers. Responses are cached serialised (their Brotli copy alone where they have one,
   * `keptCopy`), keyed by the store's generation (any write
   * invalidates everything) and the raw body, from the second time a body is asked for.
   */
  const responseCache = new ResponseCache<CachedAnswer>(
    limits.cacheEntries,
    limits.cacheBytes,
    limits.maxCachedResponseBytes,
    (answer) => (answer.br ?? answer.json).length,
  );
  const onSearch = opts.onSearch;
  const echoOrigin = originEcho(opts.allowedOrigins);

  // Every body is a string, parsed as JSON by the handlers; scoped to this plugin only.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', {parseAs: 'string', bodyLimit: SEARCH_BODY_LIMIT_BYTES}, (_request, body, done) => {
    done(null, body);
  });

  app.addHook('onRequest', async (request, reply) => {
    // Meant to be read from other origins; CORS decides which.
    reply.header('cross-origin-resource-policy', 'cross-origin');
    echoOrigin(request, reply);
    const access = request.routeOptions.config.searchAccess;
    if (!access) return;
    const given = credentials(request);
    const appOk = sameSecret(given.appId, appId);
    // The admin key counts only in a header: in a query string it ends up in proxy and browser logs.
    const isAdmin = adminApiKey !== undefined && given.fromHeader && sameSecret(given.apiKey, adminApiKey);
    const isSearch = sameSecret(given.apiKey, searchApiKey);
    if (!appOk || (!isAdmin && !isSearch)) {
      throw new SearchForbiddenError(INVALID_CREDENTIALS);
    }
    if (access === 'write' && !isAdmin) {
      throw new SearchForbiddenError('Method not allowed with this API key');
    }
  });

  app.setErrorHandler((raised: FastifyError | SearchError, request, reply) => {
    // Path parameters are checked only by shape: one that fails names a path that does not exist.
    const error = 'validationContext' in raised && raised.validationContext === 'params' ? notFound(request) : raised;
    const {status, message} = apiErrorAnswer(error, request, {
      own: (candidate) => candidate instanceof SearchError,
      bodyLimit: SEARCH_BODY_LIMIT_BYTES,
      unreadableBodyPrefix: 'Invalid request body: ',
      logLabel: 'search API',
    });
    return reply.code(status).send({message, status});
  });

  const hitsAllowance = limits.rateLimit
    ? new RateLimiter({max: limits.rateLimit.max * limits.hitsPerAllowedSearch, windowMs: limits.rateLimit.timeWindowMs})
    : null;
  /** Counts the hits a search to be computed asks for against its client's allowance; a 429 past it. */
  const chargeHits = (request: FastifyRequest, reply: FastifyReply, hits: number): void => {
    const taken = hitsAllowance?.take(request.ip, Date.now(), hits);
    if (taken && !taken.allowed) {
      void reply.header('retry-after', String(taken.retryAfterSeconds));
      throw new SearchRateLimitedError(taken.retryAfterSeconds);
    }
  };

  if (limits.rateLimit) {
    const {max, timeWindowMs} = limits.rateLimit;
    // One allowance per client IP shared by every read route of this plugin; writes use the admin key.
    await app.register(rateLimit, {
      global: true,
      max,
      timeWindow: timeWindowMs,
      hook: 'onRequest',
      allowList: (request) => request.routeOptions.config.searchAccess !== 'read',
      addHeadersOnExceeding: {'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false},
      addHeaders: {'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false, 'retry-after': true},
      errorResponseBuilder: (_request, context) =>
        new SearchRateLimitedError(Math.max(1, Math.ceil(context.ttl / 1000))),
    });
  }

  /** Refuses an answer of `bytes` past the byte budget. */
  const overBudget = (bytes: number): void => {
    if (bytes > limits.maxResponseBytes) {
      throw new SearchOverBudgetError(
        `The response would be ${bytes} bytes, over the limit of ${limits.maxResponseBytes} bytes: ask for fewer hits or attributes`,
      );
    }
  };
  /** The answer as JSON, serialised once, and its UTF-8 length; refused past the byte budget. */
  const serialised = (answer: unknown): {text: string; bytes: number} => {
    const text = JSON.stringify(answer);
    const bytes = Buffer.byteLength(text);
    overBudget(bytes);
    return {text, bytes};
  };
  const searchThread = opts.searchThread;
  /** The search thread's answer, or null for the main thread to answer (the thread's copy is older, or it is gone). */
  const threadAnswer = async (queries: ThreadQuery[]): Promise<ThreadAnswer | null> => {
    const pending = searchThread?.search(queries, onSearch !== undefined) ?? null;
    if (pending === null) return null;
    try {
      return await pending;
    } catch (error) {
      if (error instanceof SearchThreadGone) return null;
      throw error;
    }
  };
  /** Answers the cache would not keep for their size leave in pieces (compression.ts). */
  const isLarge = (answer: {bytes: number}): boolean => answer.bytes > limits.maxCachedResponseBytes;

  /** Sends an answer the cache does not keep (one index's search, by POST or GET) unless it is past the byte budget. */
  const sendJson = (request: FastifyRequest, reply: FastifyReply, answer: unknown): FastifyReply => {
    const json = serialised(answer);
    return isLarge(json) ? sendJsonInPieces(reply, json.text) : sendJsonOnce(request, reply, Buffer.from(json.text));
  };

  const turns = createSearchTurns(setImmediate, limits.maxWaitingSearches);
  /**
   * Charges a search's hits to its client and waits for its turn. When too many searches already
   * wait, a 503 at once, uncharged: the search costs nothing, and a client held back this way keeps
   * its allowance (charging first would also let searches past the rate limit hold places).
   */
  const searchTurn = (request: FastifyRequest, reply: FastifyReply, hits: number): Promise<void> => {
    if (turns.full()) {
      void reply.header('retry-after', String(BUSY_RETRY_SECONDS));
      throw new SearchBusyError(BUSY_RETRY_SECONDS);
    }
    chargeHits(request, reply, hits);
    return turns()!;
  };
  const read = {searchAccess: 'read' as const};
  const write = {searchAccess: 'write' as const};
  const routeOptions = {bodyLimit: SEARCH_BODY_LIMIT_BYTES};

  // Every route registered from here on is known to the catch-all's 405s.
  const methodsAt = collectMethodsByPath(app);

  app.options('/1/*', async (request, reply) => answerPreflight(request, reply));

  app.post('/1/indexes/:indexName/queries', {schema: ALL_INDEXES, config: read, ...routeOptions}, async (request, reply) => {
    const raw = typeof request.body === 'string' ? request.body : '';
    const cacheKey = Buffer.byteLength(raw) <= limits.maxCachedBodyBytes ? `${store.generation}\u0000${raw}` : null;
    const cached = cacheKey === null ? undefined : responseCache.get(cacheKey);
    if (cached !== undefined) {
      if (onSearch) reportSearches(onSearch, request, reply, cached.searches);
      return sendKeptJson(request, reply, cached);
    }
    const body = jsonObject(request.body);
    const requests = body.requests;
    if (!Array.isArray(requests)) {
      throw new SearchError('SEARCH_INVALID_REQUEST', 'Invalid value for "requests": expected a list of queries');
    }
    if (requests.length > MAX_QUERIES_PER_REQUEST) {
      throw new SearchError('SEARCH_INVALID_REQUEST', `Invalid value for "requests": at most ${MAX_QUERIES_PER_REQUEST} queries per call`);
    }
    if (body.strategy !== undefined && body.strategy !== 'none' && body.strategy !== 'stopIfEnoughMatches') {
      throw new SearchError('SEARCH_INVALID_PARAM', 'Invalid value for "strategy": expected "none" or "stopIfEnoughMatches"');
    }
    // Every query is checked and costed before any runs, so an over-budget request costs no search.
    const planned = requests.map((entry: unknown, i) => {
      if (entry === null || typeof entry !== 'object' || Array.isArray(entry)) {
        throw new SearchError('SEARCH_INVALID_REQUEST', `Invalid value for "requests[${i}]": expected an object`);
      }
      const query = entry as Record<string, unknown>;
      if (typeof query.indexName !== 'string' || query.indexName === '') {
        throw new SearchError('SEARCH_INVALID_PARAM', `Invalid value for "requests[${i}].indexName": expected a string`);
      }
      const indexName = query.indexName;
      const engine = store.engine(indexName);
      const {params, paramsString} = parseRequestParams(query);
      if (query.type === 'facet') {
        if (typeof query.facet !== 'string') {
          throw new SearchError('SEARCH_INVALID_PARAM', `Invalid value for "requests[${i}].facet": expected a string`);
        }
        const facet = query.facet;
        const facetQuery = typeof query.facetQuery === 'string' ? query.facetQuery : '';
        const maxFacetHits = typeof query.maxFacetHits === 'number' ? query.maxFacetHits : undefined;
        return {hits: facetHitsWanted(maxFacetHits), run: () => engine.searchForFacetValues(facet, facetQuery, params, maxFacetHits)};
      }
      return {
        hits: engine.hitsWanted(params),
        run: () => engine.search(params, {indexName, paramsString}),
        // What the thread runs and the insights record, the one object for both.
        query: {indexName, params, paramsString},
      };
    });
    const hits = planned.reduce((sum, plan) => sum + plan.hits, 0);
    if (hits > limits.maxHitsPerRequest) {
      throw new SearchOverBudgetError(
        `Too many hits requested: ${hits} across ${planned.length} queries, the limit is ${limits.maxHitsPerRequest} per request (lower hitsPerPage)`,
      );
    }
    await searchTurn(request, reply, hits);
    const threadQueries = planned.flatMap((plan) => (plan.query ? [plan.query] : []));
    // Facet searches, rare, stay on the main thread with the rest of their request.
    const fromThread = threadQueries.length === planned.length ? await threadAnswer(threadQueries) : null;
    let answered: ThreadAnswer;
    if (fromThread) {
      answered = fromThread;
      overBudget(answered.json.length);
      if (onSearch) reportSearches(onSearch, request, reply, answered.searches);
      if (isLarge({bytes: answered.json.length})) return sendJsonInPieces(reply, answered.json.toString());
    } else {
      const results = planned.map((plan) => plan.run());
      const json = serialised({results});
      const summaries = onSearch ? summarizeSearches(planned.map((plan) => plan.query), results) : [];
      if (onSearch) reportSearches(onSearch, request, reply, summaries);
      // Sent from the string, never encoded whole (compression.ts, `sendJsonInPieces`).
      if (isLarge(json)) return sendJsonInPieces(reply, json.text);
      answered = {json: Buffer.from(json.text), searches: summaries, hasQueryID: holdsQueryID(results)};
    }
    const {json: payload, searches} = answered;
    // A response with a queryID (clickAnalytics) must not be served twice. The admission check
    // comes last: it remembers the key.
    const cacheable = cacheKey !== null && !answered.hasQueryID && responseCache.admits(cacheKey);
    if (!cacheable) return sendJsonOnce(request, reply, payload);
    const answer = withBrotliCopy(payload, 'kept');
    responseCache.set(cacheKey, {...keptCopy(answer), searches});
    return sendSerialisedJson(request, reply, answer);
  });

  app.post<{Params: Params<'indexName'>}>('/1/indexes/:indexName/query', {schema: SCHEMAS['indexName'], config: read, ...routeOptions}, async (request, reply) => {
    const {indexName} = request.params;
    const body = request.body === undefined || request.body === '' ? {} : jsonObject(request.body);
    const engine = store.engine(indexName);
    const {params, paramsString} = parseRequestParams(body);
    await searchTurn(request, reply, engine.hitsWanted(params));
    return sendJson(request, reply, engine.search(params, {indexName, paramsString}));
  });

  app.get<{Params: Params<'indexName'>}>('/1/indexes/:indexName', {schema: SCHEMAS['indexName'], config: read}, async (request, reply) => {
    const {indexName} = request.params;
    const engine = store.engine(indexName);
    const raw = queryStringParams(request);
    const params = parseSearchParams(raw);
    await searchTurn(request, reply, engine.hitsWanted(params));
    const response = engine.search(params, {indexName, paramsString: new URLSearchParams(raw as Record<string, string>).toString()});
    return sendJson(request, reply, response);
  });

  app.post<{Params: Params<'indexName' | 'facetName'>}>('/1/indexes/:indexName/facets/:facetName/query', {schema: SCHEMAS['indexName,facetName'], config: read, ...routeOptions}, async (request, reply) => {
    const {indexName, facetName} = request.params;
    const body = request.body === undefined || request.body === '' ? {} : jsonObject(request.body);
    const {params} = parseRequestParams(body);
    const facetQuery = typeof body.facetQuery === 'string' ? body.facetQuery : '';
    const maxFacetHits = typeof body.maxFacetHits === 'number' ? body.maxFacetHits : undefined;
    await searchTurn(request, reply, facetHitsWanted(maxFacetHits));
    return store.engine(indexName).searchForFacetValues(facetName, facetQuery, params, maxFacetHits);
  });

  app.get<{Params: Params<'indexName'>}>('/1/indexes/:indexName/settings', {schema: SCHEMAS['indexName'], config: read}, async (request) => {
    const {indexName} = request.params;
    return store.getSettings(indexName);
  });

  if (adminApiKey) {
    app.put<{Params: Params<'indexName'>}>('/1/indexes/:indexName/settings', {schema: SCHEMAS['indexName'], config: write, ...routeOptions}, async (request) => {
      const {indexName} = request.params;
      return store.setSettings(indexName, parseJson(request.body));
    });

    app.post<{Params: Params<'indexName'>}>('/1/indexes/:indexName/batch', {schema: SCHEMAS['indexName'], config: write, ...routeOptions}, async (request) => {
      const {indexName} = request.params;
      return store.batch(indexName, jsonObject(request.body).requests);
    });

    app.post<{Params: Params<'indexName'>}>('/1/indexes/:indexName/operation', {schema: SCHEMAS['indexName'], config: write, ...routeOptions}, async (request) => {
      const {indexName} = request.params;
      return store.operation(indexName, parseJson(request.body));
    });

    app.post<{Params: Params<'indexName'>}>('/1/indexes/:indexName/clear', {schema: SCHEMAS['indexName'], config: write, ...routeOptions}, async (request) => {
      const {indexName} = request.params;
      return store.clear(indexName);
    });

    app.delete<{Params: Params<'indexName'>}>('/1/indexes/:indexName', {schema: SCHEMAS['indexName'], config: write}, async (request) => {
      const {indexName} = request.params;
      return store.deleteIndex(indexName);
    });

    app.get<{Params: Params<'indexName' | 'taskID'>}>('/1/indexes/:indexName/task/:taskID', {schema: SCHEMAS['indexName,taskID'], config: write}, async (request) => {
      const {indexName, taskID} = request.params;
      return store.getTask(indexName, /^\d+$/.test(taskID) ? Number(taskID) : -1);
    });

    app.get('/1/task/:taskID', {schema: SCHEMAS['taskID'], config: write}, async () => ({status: 'published'}));

    // Synonyms API (Algolia's shapes; search:push sends the site's synonyms this way).
    app.post<{Params: Params<'indexName'>; Querystring: {replaceExistingSynonyms?: string | string[]}}>(
      '/1/indexes/:indexName/synonyms/batch',
      {schema: {...SCHEMAS['indexName'], querystring: SYNONYMS_BATCH_QUERY}, config: write, ...routeOptions},
      async (request) => {
        const {indexName} = request.params;
        return store.saveSynonyms(indexName, parseJson(request.body), request.query.replaceExistingSynonyms === 'true');
      },
    );

    app.post<{Params: Params<'indexName'>}>('/1/indexes/:indexName/synonyms/search', {schema: SCHEMAS['indexName'], config: write, ...routeOptions}, async (request) => {
      const {indexName} = request.params;
      const body = request.body === undefined || request.body === '' ? {} : jsonObject(request.body);
      const number = (value: unknown) => (typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : undefined);
      return store.searchSynonyms(indexName, {
        query: typeof body.query === 'string' ? body.query : undefined,
        type: typeof body.type === 'string' ? body.type : undefined,
        page: number(body.page),
        hitsPerPage: number(body.hitsPerPage),
      });
    });

    app.post<{Params: Params<'indexName'>}>('/1/indexes/:indexName/synonyms/clear', {schema: SCHEMAS['indexName'], config: write, ...routeOptions}, async (request) => {
      const {indexName} = request.params;
      return store.clearSynonyms(indexName);
    });

    app.get<{Params: Params<'indexName' | 'objectID'>}>('/1/indexes/:indexName/synonyms/:objectID', {schema: SCHEMAS['indexName,objectID'], config: write}, async (request) => {
      const {indexName, objectID} = request.params;
      return store.getSynonym(indexName, objectID);
    });

    app.put<{Params: Params<'indexName' | 'objectID'>}>('/1/indexes/:indexName/synonyms/:objectID', {schema: SCHEMAS['indexName,objectID'], config: write, ...routeOptions}, async (request) => {
      const {indexName, objectID} = request.params;
      return store.saveSynonym(indexName, objectID, parseJson(request.body));
    });

    app.delete<{Params: Params<'indexName' | 'objectID'>}>('/1/indexes/:indexName/synonyms/:objectID', {schema: SCHEMAS['indexName,objectID'], config: write}, async (request) => {
      const {indexName, objectID} = request.params;
      return store.deleteSynonym(indexName, objectID);
    });

    app.get('/1/indexes', {config: write}, async () => ({items: store.listIndices(), nbPages: 1}));
  }

  // Anything else under /1/: 405 on a known path with another method, else 404. Without an admin
  // key the write routes are not registered, so their methods are not offered either.
  app.route({
    method: ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'],
    url: '/1/*',
    ...routeOptions,
    handler: async (request, reply) => {
      const pathname = request.url.split('?', 1)[0]!;
      const allowed = methodsAt(pathname);
      if (allowed.length > 0 && !allowed.includes(request.method)) {
        reply.header('allow', allowed.join(', '));
        throw new SearchMethodNotAllowedError(request.method, pathname);
      }
      throw notFound(request);
    },
  });
}
