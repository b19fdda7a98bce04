/**
 * Hooks: callbacks that run before or after a named function, wherever it is called through
 * `hookable`. Hooks find a function by its name, so the function must be named. Hooks lock after
 * bootstrap: registering later throws "Hooks are locked".
 *
 * @module @merchantry/merchantry/lib/util/hookable
 */

/** Runs before the hooked function with its arguments; `this` is the hookable context. */
export type BeforeHook<C = any> = (this: C, ...args: any[]) => unknown;

/** Runs after the hooked function with its result first, then its arguments. */
export type AfterHook<C = any> = (this: C, result: any, ...args: any[]) => unknown;

/**
 * Returns a proxy of the named function `fn`; calling the proxy runs the hooks registered for
 * `fn.name` around it. Async functions await each hook.
 *
 * @param fn A named function; an anonymous one throws.
 * @param context Bound to `this` in every hook of this call.
 * @returns A function with the same signature as `fn`.
 */
export function hookable<F extends (...args: any[]) => any>(fn: F, context?: Record<string, unknown>): F;

/**
 * Runs `callback(...args)` before every hookable call of the function named `name`.
 *
 * @param name Name of the hooked function, such as `changePaymentStatus`.
 * @param callback The hook.
 * @param priority Lower runs first.
 * @defaultValue priority: 10
 */
export function hookBefore<C = any>(name: string, callback: BeforeHook<C>, priority?: number): void;

/**
 * Runs `callback(result, ...args)` after every hookable call of the function named `name`.
 *
 * @param name Name of the hooked function, such as `changePaymentStatus`.
 * @param callback The hook.
 * @param priority Lower runs first.
 * @defaultValue priority: 10
 */
export function hookAfter<C = any>(name: string, callback: AfterHook<C>, priority?: number): void;
