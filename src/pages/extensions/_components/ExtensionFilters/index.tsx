import {useId, type ReactNode} from 'react';
import {Categories, CategoryList, TagList, Tags} from '@site/src/data/extensions';
import FilterOption from '../FilterOption';
import type {FilterUpdate} from '../../_hooks';
import {
  AuthorFilterList,
  OperatorList,
  PriceFilterList,
  type AuthorFilter,
  type ExtensionFilterState,
  type Operator,
  type PriceFilter,
} from '../../_utils';
import styles from './styles.module.css';

const OPERATOR_LABELS: Record<Operator, string> = {
  or: 'Any selected tag (OR)',
  and: 'All selected tags (AND)',
};

const PRICE_LABELS: Record<PriceFilter | 'all', string> = {all: 'Any price', free: 'Free', paid: 'Paid'};

const AUTHOR_LABELS: Record<AuthorFilter | 'all', string> = {
  all: 'Any author',
  'first-party': 'First-party',
  community: 'Community',
};

/** Adds or removes one value, for checkbox groups. */
function toggle<T>(list: readonly T[], value: T, on: boolean): T[] {
  return on ? [...list, value] : list.filter((item) => item !== value);
}

interface ExtensionFiltersProps {
  filters: ExtensionFilterState;
  onChange: (update: FilterUpdate) => void;
}

export default function ExtensionFilters({filters, onChange}: ExtensionFiltersProps): ReactNode {
  const id = useId();
  const categoryHint = `${id}-category-hint`;
  return (
    <div className={styles.filters}>
      <fieldset className={styles.group} aria-describedby={categoryHint}>
        <legend className={styles.legend}>Category</legend>
        <p id={categoryHint} className={styles.hint}>
          Each extension has one category; choosing several shows extensions from any of them.
        </p>
        <div className={styles.options}>
          {CategoryList.map((category) => (
            <FilterOption
              key={category}
              type="checkbox"
              value={category}
              label={Categories[category].label}
              checked={filters.categories.includes(category)}
              onChange={(on) =>
                onChange((current) => ({categories: toggle(current.categories, category, on)}))
              }
            />
          ))}
        </div>
      </fieldset>

      <fieldset className={styles.group}>
        <legend className={styles.legend}>Tags</legend>
        <p className={styles.hint}>What the extension plugs into.</p>
        <div className={styles.options}>
          {TagList.map((tag) => (
            <FilterOption
              key={tag}
              type="checkbox"
              value={tag}
              color={Tags[tag].color}
              label={Tags[tag].label}
              checked={filters.tags.includes(tag)}
              onChange={(on) => onChange((current) => ({tags: toggle(current.tags, tag, on)}))}
            />
          ))}
        </div>
      </fieldset>

      <div className={styles.row}>
        <fieldset className={styles.group}>
          <legend className={styles.legend}>Match tags</legend>
          <div className={styles.options}>
            {OperatorList.map((operator) => (
              <FilterOption
                key={operator}
                type="radio"
                name={`${id}-operator`}
                value={operator}
                label={OPERATOR_LABELS[operator]}
                checked={filters.operator === operator}
                onChange={() => onChange({operator})}
              />
            ))}
          </div>
        </fieldset>

        <fieldset className={styles.group}>
          <legend className={styles.legend}>Price</legend>
          <div className={styles.options}>
            {(['all', ...PriceFilterList] as const).map((price) => (
              <FilterOption
                key={price}
                type="radio"
                name={`${id}-price`}
                value={price}
                label={PRICE_LABELS[price]}
                checked={(filters.price ?? 'all') === price}
                onChange={() => onChange({price: price === 'all' ? null : price})}
              />
            ))}
          </div>
        </fieldset>

        <fieldset className={styles.group}>
          <legend className={styles.legend}>Author</legend>
          <div className={styles.options}>
            {(['all', ...AuthorFilterList] as const).map((author) => (
              <FilterOption
                key={author}
                type="radio"
                name={`${id}-author`}
                value={author}
                label={AUTHOR_LABELS[author]}
                checked={(filters.author ?? 'all') === author}
                onChange={() => onChange({author: author === 'all' ? null : author})}
              />
            ))}
          </div>
        </fieldset>
      </div>
    </div>
  );
}
