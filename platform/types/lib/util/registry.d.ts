/**
 * The value registry: named pipelines of processors that transform a value. Extensions add
 * processors in `bootstrap.ts`; code that owns a value runs the pipeline with `getValue`.
 * The registry locks after bootstrap: registering later throws "Registry is locked".
 *
 * @module @merchantry/merchantry/lib/util/registry
 */

/**
 * One step of a value pipeline. It receives the value so far and must return the new value
 * (returning `undefined` logs a warning). The context passed to `getValue` is bound to `this`,
 * so write a `function` expression, not an arrow, when you need it.
 */
export type Processor<T = any, C = any> = (this: C, value: T) => T | Promise<T>;

/** A check applied to the pipeline's result; throwing or returning `false` rejects it. */
export type ValueValidator<T = any> = (value: T) => boolean | void;

/**
 * Adds a step to the pipeline of `name`.
 *
 * @param name Name of the value, such as `configurationSchema` or your own `acmeX`.
 * @param callback The processor; it must return the value.
 * @param priority 0 to 999, lower runs first; 1000 is reserved for the final processor.
 * @defaultValue priority: 10
 */
export function addProcessor<T = any, C = any>(name: string, callback: Processor<T, C>, priority?: number): void;

/**
 * Adds the step that runs after every other processor of `name` (priority 1000). One per name.
 *
 * @param name Name of the value.
 * @param callback The processor; it must return the value.
 */
export function addFinalProcessor<T = any, C = any>(name: string, callback: Processor<T, C>): void;

/**
 * Runs the pipeline of `name` over `initialValue` in priority order. Results are cached per
 * name, initial value and context.
 *
 * @param name Name of the value.
 * @param initialValue The starting value, or a function that produces it.
 * @param context Bound to `this` in every processor.
 * @param validator Optional check applied to the result.
 * @returns A Promise of the processed value.
 */
export function getValue<T = any>(
  name: string,
  initialValue: T | ((context?: any) => T | Promise<T>),
  context?: Record<string, unknown>,
  validator?: ValueValidator<T>,
): Promise<T>;

/**
 * Runs the pipeline of `name` synchronously.
 *
 * @param name Name of the value.
 * @param initialValue The starting value, or a function that produces it.
 * @param context Bound to `this` in every processor; required.
 * @returns The processed value. Throws if any processor is async.
 */
export function getValueSync<T = any>(
  name: string,
  initialValue: T | ((context: any) => T),
  context: Record<string, unknown>,
): T;
