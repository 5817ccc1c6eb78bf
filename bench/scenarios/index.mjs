/**
 * Load scenarios of `pnpm bench` measured the same way on PGlite and on PostgreSQL, each on a fresh
 * shop (demo catalogue, admin password ADMIN_PASSWORD) at 50 connections beside a bare Fastify
 * route serving the same answer (lib/load.mjs compareWithBaseline):
 *   { name, label, prepare(shop) -> { method?, path, headers?, body?, warmupSeconds?, rounds? } }
 * prepare() may create what the requests need through the shop's API (shop.url).
 * To add one: write scenarios/<name>.mjs and list it here. (Catalogue read and order creation have
 * their own sections in run.mjs and orders.mjs.)
 */
import cartUpdate from './cart-update.mjs';
import catalogueRead from './catalogue-read.mjs';
import getuser from './getuser.mjs';
import login from './login.mjs';

export const SCENARIOS = [catalogueRead, getuser, cartUpdate, login];
