/**
 * The shape of one rendered operation. `openapi/reference.ts` computes it from the OpenAPI
 * document at build time; the components only display it, so the browser never parses the
 * document or resolves a schema.
 */
export type ApiMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** Who may call an operation: anyone, an admin, or a logged-in customer. */
export type ApiAccess = 'public' | 'admin' | 'customer';

export interface ApiAuthOption {
  /** Security scheme name in the document, e.g. `adminBearer`. */
  scheme: string;
  /** How the credential travels, e.g. `Authorization: Bearer <admin access token>`. */
  label: string;
}

/** A parameter or a body field, flattened from its schema for display. */
export interface ApiField {
  name: string;
  /** Readable type, e.g. `string (uuid)`, `array of object`, `integer | null`. */
  type: string;
  required: boolean;
  description?: string;
  /** Readable rules: allowed values, pattern, bounds, default. */
  constraints: string[];
  /** Properties of a nested object, or of the objects in an array. */
  children?: ApiField[];
}

export interface ApiParameter extends ApiField {
  in: 'path' | 'query' | 'header' | 'cookie';
  /** The documented example, which the samples use and the try-it panel starts from. */
  example?: string;
}

export interface ApiBody {
  contentType: string;
  required: boolean;
  fields: ApiField[];
  /** Pretty-printed JSON example, validated against the schema by the checks. */
  example?: string;
}

export interface ApiSuccess {
  status: string;
  description: string;
  fields: ApiField[];
  /**
   * An operation above on the same page answers the same fields: shown again for the reader, left
   * out of search so the page's records hold them once.
   */
  fieldsShownAbove?: boolean;
  example?: string;
}

export interface ApiErrorResponse {
  status: string;
  description: string;
  /** The `error.message` of the documented example. */
  message?: string;
  /** A shared response of the document (`components/responses`), the same on every operation. */
  shared: boolean;
}

export type ApiSampleId = 'curl' | 'fetch' | 'node' | 'python' | 'php' | 'go';

/**
 * The example request of an operation: what the page ships instead of six samples' text. Every
 * sample language is rendered from it (`openapi/samples`), at build time for the Markdown twins and
 * in the browser for the tabs, which costs one shared module instead of kilobytes per operation.
 */
export interface ApiSampleRequest {
  method: string;
  /** Origin of the documented server, which the curl sample names. */
  origin: string;
  /** Path with `/api` prefix and parameters filled in, plus the query string. */
  pathAndQuery: string;
  /** Header parameters of the operation with their examples. */
  headers: [string, string][];
  body?: unknown;
  access: ApiAccess;
  /** Only a session cookie is accepted (no bearer token). */
  sessionOnly: boolean;
  /** Top-level keys of the success body, for the destructuring in the samples. */
  resultKeys: string[];
}

export interface ApiCodeSample {
  id: ApiSampleId;
  label: string;
  language: string;
  code: string;
  title?: string;
}

export interface ApiOperationData {
  operationId: string;
  /** Stable heading id: the operationId in kebab-case. */
  anchor: string;
  method: ApiMethod;
  /** Full path as called, with the `/api` prefix, e.g. `/api/products/{uuid}`. */
  path: string;
  summary: string;
  description: string;
  /** A proposed endpoint: documented for consistency, not shipped in core yet. */
  proposed?: boolean;
  access: ApiAccess;
  /** Accepted credentials, any one of which is enough; empty for public operations. */
  auth: ApiAuthOption[];
  parameters: ApiParameter[];
  requestBody?: ApiBody;
  response: ApiSuccess;
  errors: ApiErrorResponse[];
  sampleRequest: ApiSampleRequest;
  /** Entity pages that also render this operation, besides the current one. */
  alsoOn: {slug: string; title: string}[];
}
