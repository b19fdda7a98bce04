/**
 * Emitting events. An emitted event is a row of the `event` table; subscribers run later, in the
 * event child process, woken by PostgreSQL `LISTEN/NOTIFY` (10-second polling fallback).
 *
 * @module @merchantry/merchantry/lib/event
 */
import type {PoolClient} from 'pg';
import type {EventDataRegistry, EventName} from '@merchantry/merchantry/types/event';

/**
 * Records an event for its subscribers.
 *
 * @param name A core event or one declared by augmenting `EventDataRegistry`.
 * @param data The event's data, handed to every subscriber.
 * @param connection A transaction's connection, so the event exists only if the transaction commits.
 */
export function emit<E extends EventName>(name: E, data: EventDataRegistry[E], connection?: PoolClient): Promise<void>;
