import type {ReactNode} from 'react';
import {Categories, CategoryList, TagList, Tags, type CategoryType, type TagType} from '@site/src/data/extensions';
import ChoiceFilter, {choicesOf, type FilterChoices} from '../ChoiceFilter';
import type {FilterUpdate} from '../../_hooks';
import type {AuthorFilter, ExtensionFilterState, Operator, PriceFilter} from '../../_utils';
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

const CATEGORY_GROUP: FilterChoices<CategoryType> = {
  legend: 'Category',
  hint: 'Each extension has one category; choosing several shows extensions from any of them.',
  choices: CategoryList.map((value) => ({value, label: Categories[value].label})),
};

const TAG_GROUP: FilterChoices<TagType> = {
  legend: 'Tags',
  hint: 'What the extension plugs into.',
  choices: TagList.map((value) => ({value, label: Tags[value].label, color: Tags[value].color})),
};

const OPERATOR_GROUP = {legend: 'Match tags', choices: choicesOf(OPERATOR_LABELS)};
const PRICE_GROUP = {legend: 'Price', choices: choicesOf(PRICE_LABELS)};
const AUTHOR_GROUP = {legend: 'Author', choices: choicesOf(AUTHOR_LABELS)};

/** Adds or removes one value, for checkbox groups. */
function toggle<T>(list: readonly T[], value: T, on: boolean): T[] {
  return on ? [...list, value] : list.filter((item) => item !== value);
}

/** "Any" is the absence of a filter. */
function unlessAll<T extends string>(value: T | 'all'): T | null {
  return value === 'all' ? null : value;
}

interface ExtensionFiltersProps {
  filters: ExtensionFilterState;
  onChange: (update: FilterUpdate) => void;
}

export default function ExtensionFilters({filters, onChange}: ExtensionFiltersProps): ReactNode {
  // Checkboxes update from the live state, so quick successive clicks compose.
  const toggleCategory = (category: CategoryType, on: boolean) =>
    onChange((current) => ({categories: toggle(current.categories, category, on)}));
  const toggleTag = (tag: TagType, on: boolean) => onChange((current) => ({tags: toggle(current.tags, tag, on)}));
  const setOperator = (operator: Operator) => onChange({operator});
  const setPrice = (price: PriceFilter | 'all') => onChange({price: unlessAll(price)});
  const setAuthor = (author: AuthorFilter | 'all') => onChange({author: unlessAll(author)});
  return (
    <div className={styles.filters}>
      <ChoiceFilter group={CATEGORY_GROUP} onChange={toggleCategory} selected={filters.categories} type="checkbox" />
      <ChoiceFilter group={TAG_GROUP} onChange={toggleTag} selected={filters.tags} type="checkbox" />
      <div className={styles.row}>
        <ChoiceFilter group={OPERATOR_GROUP} onChange={setOperator} selected={[filters.operator]} type="radio" />
        <ChoiceFilter group={PRICE_GROUP} onChange={setPrice} selected={[filters.price ?? 'all']} type="radio" />
        <ChoiceFilter group={AUTHOR_GROUP} onChange={setAuthor} selected={[filters.author ?? 'all']} type="radio" />
      </div>
    </div>
  );
}
