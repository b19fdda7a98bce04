import {ALL_ROUTES} from '../specRoutes';

/** The routes the axe pass scans after hydration: every route of the spec and the blog. */
export const A11Y_ROUTES: string[] = [...ALL_ROUTES, '/blog'];
