/**
 * The part of autocannon's API the benches use (the package ships no types), in one place for the
 * search and load benches. It is loaded from tools/bench on first use (tools/install.ts).
 */
import {toolRequire} from '../tools/install';

export interface AutocannonResult {
  requests: {average: number; total: number};
  latency: {p50: number; p99: number; max: number};
  non2xx: number;
  errors: number;
  timeouts: number;
  '2xx': number;
  '3xx': number;
  '4xx': number;
  '5xx': number;
}

export interface AutocannonRequest {
  method?: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
  /** Called before each send of this request; the load bench uses it to vary the search body. */
  setupRequest?: (request: AutocannonRequest) => AutocannonRequest;
}

export interface AutocannonOptions {
  url: string;
  connections: number;
  duration: number;
  headers?: Record<string, string>;
  requests?: AutocannonRequest[];
}

export function autocannon(options: AutocannonOptions): Promise<AutocannonResult> {
  return (toolRequire('bench')('autocannon') as (options: AutocannonOptions) => Promise<AutocannonResult>)(options);
}
