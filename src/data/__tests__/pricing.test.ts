import Ajv from 'ajv';
import {describe, expect, it} from 'vitest';
import {
  COMPARISON,
  FAQ,
  TIER_IDS,
  TIERS,
  YEARLY_PRICE_FACTOR,
  formatPrice,
  priceFor,
} from '../pricing';

const ajv = new Ajv({allErrors: true});

const tierSchema = {
  type: 'object',
  required: ['id', 'name', 'summary', 'price', 'highlights', 'cta'],
  additionalProperties: false,
  properties: {
    id: {enum: [...TIER_IDS]},
    name: {type: 'string', minLength: 3, maxLength: 40},
    summary: {type: 'string', minLength: 20, maxLength: 140},
    price: {
      oneOf: [
        {type: 'object', required: ['kind'], additionalProperties: false, properties: {kind: {const: 'free'}}},
        {
          type: 'object',
          required: ['kind', 'monthly', 'yearly'],
          additionalProperties: false,
          properties: {
            kind: {const: 'subscription'},
            monthly: {type: 'number', exclusiveMinimum: 0},
            yearly: {type: 'number', exclusiveMinimum: 0},
          },
        },
      ],
    },
    highlights: {
      type: 'array',
      minItems: 2,
      maxItems: 6,
      uniqueItems: true,
      items: {type: 'string', minLength: 5, maxLength: 100},
    },
    cta: {
      type: 'object',
      required: ['label', 'to'],
      additionalProperties: false,
      properties: {
        label: {type: 'string', minLength: 3, maxLength: 40},
        // Internal links only: the page routes them through Docusaurus' Link.
        to: {type: 'string', pattern: '^/[a-z0-9/-]*(\\?[a-z]+=[a-z-]+)?$'},
      },
    },
    featured: {type: 'boolean'},
  },
} as const;

const faqSchema = {
  type: 'object',
  required: ['id', 'question', 'answer'],
  additionalProperties: false,
  properties: {
    id: {type: 'string', pattern: '^[a-z][a-z0-9-]*$'},
    question: {type: 'string', minLength: 10, maxLength: 100, pattern: '\\?$'},
    answer: {type: 'array', minItems: 1, items: {type: 'string', minLength: 20, maxLength: 500}},
  },
} as const;

const validateTier = ajv.compile(tierSchema);
const validateFaq = ajv.compile(faqSchema);

describe('TIERS', () => {
  it.each(TIERS)('$name matches the tier schema', (tier) => {
    const valid = validateTier(tier);
    expect(validateTier.errors ?? []).toEqual([]);
    expect(valid).toBe(true);
  });

  it('lists each tier id exactly once, the free self-hosted edition first', () => {
    expect(TIERS.map((t) => t.id)).toEqual([...TIER_IDS]);
    expect(TIERS[0].id).toBe('self-hosted');
    expect(TIERS[0].price.kind).toBe('free');
  });

  it('has exactly one featured tier', () => {
    expect(TIERS.filter((t) => 'featured' in t && t.featured)).toHaveLength(1);
  });

  it.each(TIERS.filter((t) => t.price.kind === 'subscription'))(
    '$name: yearly price = 80 % of twelve monthly payments',
    (tier) => {
      if (tier.price.kind !== 'subscription') throw new Error('unreachable');
      expect(tier.price.yearly).toBeCloseTo(tier.price.monthly * 12 * YEARLY_PRICE_FACTOR, 2);
    },
  );

  it('matches the prices in the platform brief', () => {
    const prices = Object.fromEntries(TIERS.map((t) => [t.id, t.price]));
    expect(prices).toEqual({
      'self-hosted': {kind: 'free'},
      'cloud-personal': {kind: 'subscription', monthly: 10, yearly: 96},
      'cloud-professional': {kind: 'subscription', monthly: 20, yearly: 192},
    });
  });

  it('orders the paid tiers by price', () => {
    const monthly = TIERS.flatMap((t) => (t.price.kind === 'subscription' ? [t.price.monthly] : []));
    expect(monthly).toEqual([...monthly].sort((a, b) => a - b));
  });

  it('never calls a plan unreleased', () => {
    expect(JSON.stringify(TIERS)).not.toMatch(/coming soon|waitlist|beta/i);
  });
});

describe('COMPARISON', () => {
  const rows = COMPARISON.flatMap((g) => g.rows);

  it('has titled, non-empty groups', () => {
    for (const group of COMPARISON) {
      expect(group.title.length).toBeGreaterThan(2);
      expect(group.rows.length).toBeGreaterThan(0);
    }
  });

  it.each(rows)('$feature has a value for every tier and nothing else', (row) => {
    expect(Object.keys(row.values).sort()).toEqual([...TIER_IDS].sort());
    for (const value of Object.values(row.values)) {
      expect(typeof value === 'boolean' || (typeof value === 'string' && value.length > 0)).toBe(true);
    }
  });

  it('names each feature once', () => {
    const names = rows.map((r) => r.feature);
    expect(new Set(names).size).toBe(names.length);
  });

  it('gives the professional tier everything the personal tier has', () => {
    for (const row of rows) {
      if (row.values['cloud-personal'] !== false) {
        expect(row.values['cloud-professional'], row.feature).not.toBe(false);
      }
    }
  });

  it('shows the brief’s differences between the two cloud plans', () => {
    const byName = Object.fromEntries(rows.map((r) => [r.feature, r.values]));
    expect(byName['Deploy from GitHub']).toMatchObject({'cloud-personal': false, 'cloud-professional': true});
    expect(byName['Priority support']).toMatchObject({'cloud-personal': false, 'cloud-professional': true});
  });
});

describe('FAQ', () => {
  it.each(FAQ)('$id matches the FAQ schema', (entry) => {
    const valid = validateFaq(entry);
    expect(validateFaq.errors ?? []).toEqual([]);
    expect(valid).toBe(true);
  });

  it('has unique ids and questions', () => {
    expect(new Set(FAQ.map((f) => f.id)).size).toBe(FAQ.length);
    expect(new Set(FAQ.map((f) => f.question)).size).toBe(FAQ.length);
  });

  it('quotes the same yearly prices as the tiers', () => {
    const text = FAQ.map((f) => f.answer.join(' ')).join(' ');
    for (const tier of TIERS) {
      if (tier.price.kind === 'subscription') {
        expect(text).toContain(formatPrice(tier.price.yearly));
        expect(text).toContain(formatPrice(tier.price.monthly * 12));
      }
    }
  });
});

describe('priceFor and formatPrice', () => {
  it('shows the monthly equivalent of a yearly plan and what is billed', () => {
    expect(priceFor({kind: 'subscription', monthly: 10, yearly: 96}, 'yearly')).toEqual({perMonth: 8, billed: 96});
    expect(priceFor({kind: 'subscription', monthly: 10, yearly: 96}, 'monthly')).toEqual({perMonth: 10, billed: 10});
  });

  it('formats whole and fractional dollars', () => {
    expect(formatPrice(8)).toBe('$8');
    expect(formatPrice(8.25)).toBe('$8.25');
    expect(formatPrice(96)).toBe('$96');
  });
});
