// Subset of `@stripe/stripe-js` and `@stripe/react-stripe-js` that the samples use.
declare module '@stripe/stripe-js' {
  export interface StripeError {
    type: string;
    message?: string;
    payment_intent?: {id: string; status: string};
  }
  export interface StripeElements {
    submit(): Promise<{error?: StripeError}>;
  }
  export interface ConfirmPaymentData {
    elements: StripeElements;
    clientSecret: string;
    confirmParams: {return_url: string};
    redirect?: 'always' | 'if_required';
  }
  export interface Stripe {
    confirmPayment(options: ConfirmPaymentData): Promise<{error?: StripeError}>;
  }
  export interface StripeElementsOptions {
    mode?: 'payment' | 'setup' | 'subscription';
    amount?: number;
    currency?: string;
    captureMethod?: 'automatic' | 'automatic_async' | 'manual';
    clientSecret?: string;
  }
  export function loadStripe(publishableKey: string): Promise<Stripe | null>;
}

declare module '@stripe/react-stripe-js' {
  import type {ReactElement, ReactNode} from 'react';
  import type {Stripe, StripeElements, StripeElementsOptions} from '@stripe/stripe-js';
  export function Elements(props: {
    stripe: Promise<Stripe | null> | Stripe | null;
    options?: StripeElementsOptions;
    children?: ReactNode;
  }): ReactElement;
  export function PaymentElement(props: {id?: string; options?: Record<string, unknown>}): ReactElement;
  export function useStripe(): Stripe | null;
  export function useElements(): StripeElements | null;
}
