/**
 * Event names and the data each one carries. Declare your own events by augmenting
 * `EventDataRegistry`:
 *
 * ```ts
 * declare module '@merchantry/merchantry/types/event' {
 *   interface EventDataRegistry {
 *     acme_review_submitted: { productId: number; rating: number };
 *   }
 * }
 * ```
 *
 * @module @merchantry/merchantry/types/event
 */

/** The `shipping_method_data` JSON stored on carts and orders. */
export interface ShippingMethodData {
  provider_code: string;
  method_code: string;
  snapshot: {name: string; cost: number; carrier?: string | null};
  fingerprint?: string;
  quotedAt?: string;
}

/** An `order` row as events deliver it. */
export interface OrderEventData {
  order_id: number;
  uuid: string;
  order_number: string;
  cart_id: number;
  currency: string;
  customer_id: number | null;
  customer_email: string;
  customer_full_name: string | null;
  coupon: string | null;
  sub_total: number;
  discount_amount: number;
  tax_amount: number;
  shipping_fee_excl_tax: number;
  shipping_fee_incl_tax: number;
  grand_total: number;
  total_qty: number;
  total_weight: number;
  shipping_method_data: ShippingMethodData | null;
  payment_method: string;
  payment_method_name: string;
  shipping_address_id: number | null;
  billing_address_id: number | null;
  status: string;
  payment_status: string;
  /** Starts at `pending`. */
  shipment_status: string;
  created_at: string;
  updated_at: string;
  [column: string]: unknown;
}

/** A row of the table an entity event is about (`product`, `category`, `customer`, ...). */
export type EntityEventData = {[column: string]: unknown};

/** Core events and their data. Extensions add theirs through declaration merging. */
export interface EventDataRegistry {
  product_created: EntityEventData;
  product_updated: EntityEventData;
  product_deleted: EntityEventData;
  product_image_added: EntityEventData;
  product_duplicated: EntityEventData;
  category_created: EntityEventData;
  category_updated: EntityEventData;
  category_deleted: EntityEventData;
  inventory_updated: {old: EntityEventData; new: EntityEventData};
  customer_created: EntityEventData;
  /** Active accounts only. */
  customer_registered: EntityEventData;
  customer_updated: EntityEventData;
  customer_deleted: EntityEventData;
  order_created: OrderEventData;
  /** Offline methods: at creation; online gateways: on payment success. */
  order_placed: OrderEventData;
  order_status_updated: {orderId: number; before: string; after: string};
  shipment_created: EntityEventData;
  shipment_status_changed: EntityEventData;
  shipment_delivered: EntityEventData;
  shipment_label_created: EntityEventData;
  shipment_label_voided: EntityEventData;
  metafield_definition_created: EntityEventData;
  metafield_definition_updated: EntityEventData;
  metafield_definition_deleted: EntityEventData;
  blog_post_created: EntityEventData;
  blog_post_updated: EntityEventData;
  blog_post_deleted: EntityEventData;
  blog_category_created: EntityEventData;
  blog_category_updated: EntityEventData;
  blog_category_deleted: EntityEventData;
  blog_tag_created: EntityEventData;
  blog_tag_updated: EntityEventData;
  blog_tag_deleted: EntityEventData;
}

/** Name of a declared event. */
export type EventName = keyof EventDataRegistry;
