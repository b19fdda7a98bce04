// Subset of the `stripe` package's declarations (server SDK) that the samples use.
declare module 'stripe' {
  namespace Stripe {
    interface Metadata {
      [key: string]: string;
    }
    interface Charge {
      id: string;
      object: 'charge';
      amount: number;
      amount_refunded: number;
      refunded: boolean;
    }
    interface PaymentIntent {
      id: string;
      object: 'payment_intent';
      amount: number;
      currency: string;
      status:
        | 'canceled'
        | 'processing'
        | 'requires_action'
        | 'requires_capture'
        | 'requires_confirmation'
        | 'requires_payment_method'
        | 'succeeded';
      capture_method: 'automatic' | 'automatic_async' | 'manual';
      client_secret: string | null;
      latest_charge: string | Charge | null;
      metadata: Metadata;
    }
    interface Refund {
      id: string;
      object: 'refund';
      amount: number;
      status: string | null;
    }
    interface Event {
      id: string;
      object: 'event';
      type: string;
      data: {object: {[key: string]: any}};
    }
    interface PaymentIntentCreateParams {
      amount: number;
      currency: string;
      automatic_payment_methods?: {enabled: boolean};
      capture_method?: 'automatic' | 'automatic_async' | 'manual';
      metadata?: Metadata;
    }
    interface RefundCreateParams {
      payment_intent?: string;
      amount?: number;
    }
    interface RetrieveParams {
      expand?: string[];
    }
  }
  class Stripe {
    constructor(apiKey: string, config?: {apiVersion?: string});
    paymentIntents: {
      create(params: Stripe.PaymentIntentCreateParams): Promise<Stripe.PaymentIntent>;
      retrieve(id: string, params?: Stripe.RetrieveParams): Promise<Stripe.PaymentIntent>;
      cancel(id: string): Promise<Stripe.PaymentIntent>;
      capture(id: string, params?: {amount_to_capture?: number}): Promise<Stripe.PaymentIntent>;
    };
    refunds: {
      create(params: Stripe.RefundCreateParams): Promise<Stripe.Refund>;
    };
    events: {
      retrieve(id: string): Promise<Stripe.Event>;
    };
  }
  export default Stripe;
}
