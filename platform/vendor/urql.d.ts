// Subset of `urql` (the client GraphQL hooks of storefront and admin) that the samples use.
declare module 'urql' {
  export interface CombinedError extends Error {
    graphQLErrors: Array<{message: string}>;
    networkError?: Error;
  }
  export interface UseQueryArgs<Variables = Record<string, unknown>> {
    query: string;
    variables?: Variables;
    pause?: boolean;
  }
  export interface UseQueryState<Data = any> {
    fetching: boolean;
    stale: boolean;
    data?: Data;
    error?: CombinedError;
  }
  export function useQuery<Data = any, Variables = Record<string, unknown>>(
    args: UseQueryArgs<Variables>,
  ): [UseQueryState<Data>, (options?: Record<string, unknown>) => void];
}
