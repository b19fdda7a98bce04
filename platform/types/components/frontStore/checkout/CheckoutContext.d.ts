/**
 * The checkout page's state and actions, for payment components placed in `checkoutFormAfter`.
 *
 * @module @components/frontStore/checkout/CheckoutContext
 */
import type {ComponentType, ReactNode} from 'react';

export interface CheckoutState {
  cartId: string;
  /** The order's uuid once it is placed. */
  orderId: string | null;
  orderPlaced: boolean;
  checkoutData: {paymentMethod?: string; shippingMethod?: string; [key: string]: unknown};
  loadingStates: {placingOrder: boolean; [key: string]: boolean};
}

/** What a payment method renders at checkout. */
export interface PaymentComponent {
  /** The method's name in the list of methods. */
  nameRenderer: ComponentType | (() => ReactNode);
  /** The method's form, shown when it is selected. */
  formRenderer: ComponentType | (() => ReactNode);
  /** Replaces the place-order button while the method is selected. */
  checkoutButtonRenderer: ComponentType | (() => ReactNode);
}

export interface CheckoutDispatch {
  /** Places the order with the current checkout data. */
  checkout: () => Promise<void>;
  /** Registers what a payment method renders; call it from an effect. */
  registerPaymentComponent: (code: string, component: PaymentComponent) => void;
}

export function useCheckout(): CheckoutState;

export function useCheckoutDispatch(): CheckoutDispatch;
