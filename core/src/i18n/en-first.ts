/**
 * The English texts bundled with the first page: the shell's frame (common) and the home page
 * (home, season). Every other namespace comes with the whole English catalogue (en.ts), one
 * file fetched before any other screen renders and when the browser is idle after the first one
 * (see client.ts and shared-ui's loadMessages).
 */
import common from './locales/en/common.json';
import home from './locales/en/home.json';
import season from './locales/en/season.json';

export const enFirst = { common, home, season } as const;
