import type {ApiAccess} from './types';

/** The sentence that opens an operation's auth block, on its page and in its Markdown twin. */
export const ACCESS_LABELS: Record<ApiAccess, string> = {
  public: 'Public: no credentials needed.',
  admin: 'Admin: send one of these credentials.',
  customer: 'Logged-in customer: send one of these credentials.',
};
