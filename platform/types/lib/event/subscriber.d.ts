/**
 * Typed subscribers. A subscriber is the default export of
 * `subscribers/<event_name>/<handler>.ts`; every handler of an event runs once per event.
 *
 * @module @merchantry/merchantry/lib/event/subscriber
 */
import type {EventDataRegistry, EventName} from '@merchantry/merchantry/types/event';

/** A subscriber of event `E`: receives the event's data. */
export type EventSubscriber<E extends EventName> = (data: EventDataRegistry[E]) => void | Promise<void>;

/**
 * Returns `handler` typed for `event`, so its data parameter needs no annotation.
 *
 * @param event The event the file's folder names.
 * @param handler The subscriber.
 */
export function createSubscriber<E extends EventName>(event: E, handler: EventSubscriber<E>): EventSubscriber<E>;
