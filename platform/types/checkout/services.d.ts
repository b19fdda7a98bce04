/**
 * Checkout services.
 *
 * @module @merchantry/merchantry/checkout/services
 */

/** A payment method as the checkout lists it. */
export interface PaymentMethodInfo {
  code: string;
  name: string;
}

/** A payment method registration. */
export interface PaymentMethodDefinition {
  /** Returns the method's code and display name. */
  init: () => Promise<PaymentMethodInfo> | PaymentMethodInfo;
  /**
   * Required: whether the method is offered for a cart. Zero-total carts never reach it: they
   * only get `zero_checkout`.
   */
  validator: (context: {cart: Record<string, unknown>}) => Promise<boolean> | boolean;
}

/** Registers a payment method in `bootstrap.ts`. */
export function registerPaymentMethod(method: PaymentMethodDefinition): void;
