/**
 * Order services. Order statuses are derived: change payment and shipment statuses through these
 * services, never by writing `order.status` or `order.shipment_status`.
 *
 * @module @merchantry/merchantry/oms/services
 */
import type {PoolClient} from 'pg';

/**
 * Sets an order's payment status and recomputes its order status from `oms.order.psoMapping`.
 *
 * @param orderId The numeric `order_id`.
 * @param status A key of `oms.order.paymentStatus`.
 * @param connection A transaction's connection, to make the change part of it.
 */
export function updatePaymentStatus(orderId: number, status: string, connection?: PoolClient): Promise<void>;

/**
 * Sets a shipment's status and recomputes the order's shipment rollup and status.
 *
 * @param shipmentId The numeric `shipment_id`.
 * @param status A key of `oms.order.shipmentStatus`.
 * @param connection A transaction's connection, to make the change part of it.
 */
export function updateShipmentStatus(shipmentId: number, status: string, connection?: PoolClient): Promise<void>;
