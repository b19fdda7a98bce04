/**
 * Carts of one sandbox session: created, filled, readied and checked out like the store does it,
 * with totals computed from a catalog of the products the document's examples name. Every
 * session starts with the document's example cart, ready to check out, so the reference's samples
 * (which use its ids) work as they are; carts created in the session get fresh ids.
 */
import {randomUUID} from 'node:crypto';
import {SandboxInvalidRequestError, SandboxNotFoundError} from './errors';

export interface CatalogProduct {
  product_id: number;
  product_sku: string;
  product_name: string;
  thumbnail: string | null;
  product_price: number;
  tax_percent: number;
}

interface CartLine {
  cart_item_id: number;
  uuid: string;
  product: CatalogProduct;
  qty: number;
}

export interface CartState {
  cart_id: number;
  uuid: string;
  currency: string;
  customer_email: string | null;
  customer_full_name: string | null;
  coupon: string | null;
  lines: CartLine[];
  shippingAddress: boolean;
  shippingMethod: boolean;
  paymentMethod: boolean;
}

const round2 = (value: number) => Math.round(value * 100) / 100;

export function lineJson(line: CartLine) {
  const {product, qty} = line;
  const net = product.product_price * qty;
  const tax = round2((net * product.tax_percent) / 100);
  return {
    cart_item_id: line.cart_item_id,
    uuid: line.uuid,
    product_id: product.product_id,
    product_sku: product.product_sku,
    product_name: product.product_name,
    thumbnail: product.thumbnail,
    qty,
    product_price: product.product_price,
    final_price: product.product_price,
    tax_percent: product.tax_percent,
    tax_amount: tax,
    total: round2(net + tax),
  };
}

export function cartJson(cart: CartState) {
  const items = cart.lines.map(lineJson);
  const subTotal = round2(items.reduce((sum, item) => sum + item.product_price * item.qty, 0));
  const tax = round2(items.reduce((sum, item) => sum + item.tax_amount, 0));
  return {
    cart_id: cart.cart_id,
    uuid: cart.uuid,
    currency: cart.currency,
    customer_email: cart.customer_email,
    customer_full_name: cart.customer_full_name,
    coupon: cart.coupon,
    items,
    total_qty: items.reduce((sum, item) => sum + item.qty, 0),
    sub_total: subTotal,
    discount_amount: 0,
    tax_amount: tax,
    shipping_fee_incl_tax: 0,
    grand_total: round2(subTotal + tax),
  };
}

export interface CartLimits {
  maxCarts: number;
  maxItems: number;
}

export interface CartSeed {
  catalog: Map<string, CatalogProduct>;
  /** The document's example cart, as `createCart` answers it. */
  example: ReturnType<typeof cartJson>;
}

export class SandboxCarts {
  private readonly carts = new Map<string, CartState>();
  private nextId: number;

  constructor(
    private readonly seed: CartSeed,
    private readonly limits: CartLimits,
  ) {
    const {example} = seed;
    this.nextId = example.cart_id + 1;
    this.carts.set(example.uuid, {
      cart_id: example.cart_id,
      uuid: example.uuid,
      currency: example.currency,
      customer_email: example.customer_email,
      customer_full_name: example.customer_full_name,
      coupon: example.coupon,
      lines: example.items.map((item) => ({
        cart_item_id: item.cart_item_id,
        uuid: item.uuid,
        product: this.product(item.product_sku),
        qty: item.qty,
      })),
      // Ready to check out, as the document's checkout example assumes.
      shippingAddress: true,
      shippingMethod: true,
      paymentMethod: true,
    });
  }

  private product(sku: string): CatalogProduct {
    const product = this.seed.catalog.get(sku);
    if (!product) {
      const known = [...this.seed.catalog.keys()].join(', ');
      throw new SandboxInvalidRequestError(`No product with SKU "${sku}" in the sandbox catalog (it has ${known})`);
    }
    return product;
  }

  get(uuid: string): CartState {
    const cart = this.carts.get(uuid);
    if (!cart) throw new SandboxNotFoundError(`No cart with uuid ${uuid} in this sandbox session`);
    return cart;
  }

  create(body: {items: {sku: string; qty: number}[]; customer_email?: string; customer_full_name?: string}): CartState {
    if (this.carts.size >= this.limits.maxCarts) {
      throw new SandboxInvalidRequestError(`A sandbox session holds at most ${this.limits.maxCarts} carts: check one out first`);
    }
    const cart: CartState = {
      cart_id: this.nextId++,
      uuid: randomUUID(),
      currency: this.seed.example.currency,
      customer_email: body.customer_email ?? null,
      customer_full_name: body.customer_full_name ?? null,
      coupon: null,
      lines: [],
      shippingAddress: false,
      shippingMethod: false,
      paymentMethod: false,
    };
    for (const item of body.items) this.addLine(cart, item);
    this.carts.set(cart.uuid, cart);
    return cart;
  }

  /** Adds to the line of the same product if there is one, as the store does. */
  addLine(cart: CartState, item: {sku: string; qty: number}): CartLine {
    const product = this.product(item.sku);
    const existing = cart.lines.find((line) => line.product.product_sku === product.product_sku);
    if (existing) {
      existing.qty += item.qty;
      return existing;
    }
    if (cart.lines.length >= this.limits.maxItems) {
      throw new SandboxInvalidRequestError(`A sandbox cart holds at most ${this.limits.maxItems} lines`);
    }
    const line: CartLine = {cart_item_id: this.nextId++, uuid: randomUUID(), product, qty: item.qty};
    cart.lines.push(line);
    return line;
  }

  line(cart: CartState, itemId: string): CartLine {
    const line = cart.lines.find((candidate) => candidate.uuid === itemId);
    if (!line) throw new SandboxNotFoundError(`No item with uuid ${itemId} in cart ${cart.uuid}`);
    return line;
  }

  /** `decrease` to zero or below removes the line. */
  updateLine(cart: CartState, itemId: string, change: {action: 'increase' | 'decrease'; qty: number}): CartLine {
    const line = this.line(cart, itemId);
    line.qty = change.action === 'increase' ? line.qty + change.qty : line.qty - change.qty;
    if (line.qty <= 0) this.removeLine(cart, itemId);
    return line;
  }

  removeLine(cart: CartState, itemId: string): CartLine {
    const line = this.line(cart, itemId);
    cart.lines = cart.lines.filter((candidate) => candidate !== line);
    return line;
  }

  /** What the document says a ready cart has; the missing parts named in the error. */
  checkout(cart: CartState): void {
    const missing = [
      ...(cart.lines.length === 0 ? ['items'] : []),
      ...(cart.customer_email ? [] : ['a contact email']),
      ...(cart.shippingAddress ? [] : ['a shipping address']),
      ...(cart.shippingMethod ? [] : ['a shipping method']),
      ...(cart.paymentMethod ? [] : ['a payment method']),
    ];
    if (missing.length > 0) throw new SandboxInvalidRequestError(`The cart is not ready to check out: it needs ${missing.join(', ')}`);
    this.carts.delete(cart.uuid);
  }
}
