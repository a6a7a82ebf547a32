// Anchor ids of the landing page's sections; the header and the shell land on these.
import { PAGE_PATHS } from '../../config/page-paths';

export const HOW_IT_WORKS_ID = 'how-it-works';
export const GET_STARTED_ID = 'get-started';
/** The path the landing page lives at. */
export const LANDING_PATH = PAGE_PATHS.home;
