/**
 * Open-loop load: requests that arrive at random (a Poisson process) at a set rate, whether or not
 * earlier ones have been answered, as searches from many visitors typing independently do.
 * autocannon cannot send this: its connections are closed loops (the next request leaves when the
 * answer arrives, so latency is connections ÷ throughput at any load), and its rate options send
 * each connection's quota for the second at once, so 50 connections arrive in bursts of 50.
 */
import {Agent, request as httpRequest} from 'node:http';
import {percentile} from './stats';

export interface OpenLoopRequest {
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
  /** The loopback address to send from (another client IP, for the server's per-IP limits). */
  localAddress?: string;
}

export interface OpenLoopOptions {
  /** `http://host:port` */
  base: string;
  ratePerSecond: number;
  durationSeconds: number;
  /** Keep-alive connections at most; a request that finds them all busy waits for one. */
  connections: number;
  /** The request to send next. */
  next: () => OpenLoopRequest;
}

export interface OpenLoopResult {
  sent: number;
  /** Latency percentiles of the answered requests, ms. */
  p50: number;
  p99: number;
  max: number;
  /** Answers other than 2xx, and requests that failed. */
  errors: number;
}

/** Sends one request; resolves with its status (0 when it failed) and how long the answer took. */
export function send(base: URL, {method, path, headers, body, localAddress}: OpenLoopRequest, agent?: Agent): Promise<{ms: number; status: number}> {
  const started = performance.now();
  return new Promise((resolve) => {
    const req = httpRequest(
      {
        host: base.hostname,
        port: base.port,
        method,
        path,
        agent,
        localAddress,
        headers: body === undefined ? headers : {...headers, 'content-length': Buffer.byteLength(body)},
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ms: performance.now() - started, status: res.statusCode ?? 0}));
      },
    );
    req.on('error', () => resolve({ms: performance.now() - started, status: 0}));
    req.end(body);
  });
}

export async function openLoop(options: OpenLoopOptions): Promise<OpenLoopResult> {
  const base = new URL(options.base);
  const agent = new Agent({keepAlive: true, maxSockets: options.connections});
  const meanGapMs = 1000 / options.ratePerSecond;
  const answers: Array<Promise<{ms: number; status: number}>> = [];
  const started = performance.now();
  const end = started + options.durationSeconds * 1000;
  // Arrival times are drawn ahead and kept to, so a late timer does not lower the rate.
  for (let due = started - Math.log(1 - Math.random()) * meanGapMs; due < end; due -= Math.log(1 - Math.random()) * meanGapMs) {
    const wait = due - performance.now();
    if (wait >= 1) await new Promise((resolve) => setTimeout(resolve, wait));
    answers.push(send(base, options.next(), agent));
  }
  const results = await Promise.all(answers);
  agent.destroy();
  const latencies = results.filter(({status}) => status >= 200 && status < 300).map((result) => result.ms).sort((a, b) => a - b);
  return {
    sent: results.length,
    p50: latencies.length ? percentile(latencies, 0.5) : NaN,
    p99: latencies.length ? percentile(latencies, 0.99) : NaN,
    max: latencies.length ? latencies[latencies.length - 1]! : NaN,
    errors: results.length - latencies.length,
  };
}
